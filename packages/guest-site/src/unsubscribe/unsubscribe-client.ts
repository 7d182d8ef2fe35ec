import { apiErrorMessageKey, CSRF_COOKIE_NAME, type MessageKey, readCookieValue } from '@wedding/core';

/** GET /api/public/mail/unsubscribe/{token} (core `apiContract.public.readUnsubscribe`): what the link names. */
export interface UnsubscribeView {
  /** The couple's names as the API writes them ('Ada & Byron'); empty when the wedding has none. */
  couple: string;
  address: string;
  unsubscribed: boolean;
}

/** Why a call failed: the link names no email (400/404 `linkInvalid`), no answer at all, or anything else. */
export type UnsubscribeFailure = 'linkInvalid' | 'network' | 'failed';

/** A refused or failed unsubscribe call, with the message key of core's catalogue to show. */
export class UnsubscribeError extends Error {
  readonly reason: UnsubscribeFailure;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly messageKey: MessageKey;

  constructor(status: number, code: string | undefined, options?: { cause?: unknown }) {
    super(`${code ?? 'networkError'} (${status})`, options);
    this.name = 'UnsubscribeError';
    this.status = status;
    // A malformed token is refused by the route's parameter check (400) before any lookup: the same broken link.
    this.reason = status === 400 || status === 404 ? 'linkInvalid' : status === 0 ? 'network' : 'failed';
    this.messageKey = apiErrorMessageKey(code, status);
  }
}

export interface UnsubscribeClientOptions {
  /** Origin of the API; same origin when omitted. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The page's cookies (`document.cookie` by default), for the CSRF token the POST echoes. */
  cookies?: () => string;
}

/** The readable double-submit cookie of the API (apps/api security/csrf.ts). */

/**
 * The contract's path (core `apiContract.public`), written out: importing the contract would bring the whole API's
 * schemas (classic zod) into this page's chunk. `unsubscribe-client.test.ts` holds both to the contract.
 */
export const UNSUBSCRIBE_PATH = '/api/public/mail/unsubscribe/{token}';

const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

function isUnsubscribeView(value: unknown): value is UnsubscribeView {
  if (typeof value !== 'object' || value === null) return false;
  const { couple, address, unsubscribed } = value as Record<string, unknown>;
  return typeof couple === 'string' && typeof address === 'string' && typeof unsubscribed === 'boolean';
}

const isUnsubscribed = (value: unknown): value is { unsubscribed: true } =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>).unsubscribed === true;

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The two calls of the unsubscribe page. The answers are checked by hand against core's response shapes (the
 * types are held to core's in the test): no schema library in this page's chunk. Failures are
 * `UnsubscribeError`s. The POST echoes the `wedding_csrf` cookie in X-CSRF-Token, which the API demands once the
 * browser holds a guest grant of any wedding (asking GET /api/auth/csrf when a fresh browser has none).
 */
export function createUnsubscribeClient(options: UnsubscribeClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? documentCookies;
  const url = (token: string) =>
    `${baseUrl}${UNSUBSCRIBE_PATH.replace('{token}', encodeURIComponent(token))}`;

  async function csrfToken(): Promise<string> {
    const fromCookie = readCookieValue(cookies(), CSRF_COOKIE_NAME);
    if (fromCookie) return fromCookie;
    const response = await fetchImpl(`${baseUrl}/api/auth/csrf`, { credentials: 'include' });
    const body = (response.ok ? await response.json().catch(() => ({})) : {}) as { csrfToken?: unknown };
    if (typeof body.csrfToken !== 'string') throw new UnsubscribeError(response.status, 'csrfRejected');
    return body.csrfToken;
  }

  async function send<Answer>(
    method: 'GET' | 'POST',
    token: string,
    accepts: (body: unknown) => body is Answer,
    signal?: AbortSignal,
  ): Promise<Answer> {
    let response: Response;
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method === 'POST') headers['X-CSRF-Token'] = await csrfToken();
      response = await fetchImpl(url(token), {
        method,
        credentials: 'include',
        headers,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw error instanceof UnsubscribeError ? error : new UnsubscribeError(0, undefined, { cause: error });
    }
    if (!response.ok) throw new UnsubscribeError(response.status, await errorCode(response));
    const body: unknown = await response.json().catch(() => undefined);
    if (!accepts(body)) throw new UnsubscribeError(response.status, 'invalidResponse');
    return body;
  }

  return {
    /** What the link names: the couple, the address and whether it is unsubscribed already. */
    read: (token: string, signal?: AbortSignal) => send('GET', token, isUnsubscribeView, signal),
    /** Stops the wedding's email to the address; answering the same for an address unsubscribed before. */
    unsubscribe: (token: string) => send('POST', token, isUnsubscribed),
  };
}

export type UnsubscribeClient = ReturnType<typeof createUnsubscribeClient>;
