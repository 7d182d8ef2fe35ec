import {
  type AttendanceStatus,
  apiErrorMessageKey,
  type MessageKey,
  type OwnRsvpListResponse,
  type OwnRsvpResponse,
  type RsvpListItem,
} from '@wedding/core';
import * as z from 'zod/mini';
import { csrfTokenFromCookies } from './submit-rsvp';

/** One RSVP as its guest sees it: everything they sent (the couple's list item, apps/api `rsvpListView`). */
export type OwnRsvp = RsvpListItem;

/**
 * @wedding/core's `ownRsvpResponseSchema` / `ownRsvpListResponseSchema` (schemas/responses/privacy.ts) written in
 * zod/mini, like the submit's answer: the browser then carries zod's small core only (the classic API would add
 * ~14 KB gzip to the private RSVP page). The type check below fails when core's shape changes.
 */
const ATTENDANCE = ['attending', 'not_attending', 'maybe'] as const satisfies readonly AttendanceStatus[];
const ownRsvpSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.string(),
  attendanceStatus: z.enum(ATTENDANCE),
  numberOfGuests: z.int(),
  guests: z.array(
    z.object({
      name: z.string(),
      dietaryRestrictions: z.array(z.string()),
      allergies: z.nullable(z.string()),
    }),
  ),
  needsTransport: z.boolean(),
  needsAccommodation: z.boolean(),
  message: z.nullable(z.string()),
  submittedAt: z.string(),
});
const ownRsvpAnswerSchema = z.object({ rsvp: ownRsvpSchema, wedding: z.object({ slug: z.string() }) });
const ownRsvpListSchema = z.object({ rsvps: z.array(ownRsvpSchema) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsCore: [
  Same<z.output<typeof ownRsvpAnswerSchema>, OwnRsvpResponse>,
  Same<z.output<typeof ownRsvpListSchema>, OwnRsvpListResponse>,
] = [true, true];
void sameAsCore;

/** Why an own-RSVP call failed: gone or never this guest's (404), no answer at all, or anything else. */
export type OwnRsvpFailure = 'notFound' | 'network' | 'failed';

/** A refused or failed call of the guest's own-RSVP routes, with the message key to show. */
export class OwnRsvpError extends Error {
  readonly reason: OwnRsvpFailure;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** What to tell the guest (core's catalogue): `rsvpNotFound`, `networkError`, the server's code, ... */
  readonly messageKey: MessageKey;

  constructor(status: number, code: string | undefined, options?: { cause?: unknown }) {
    super(`${code ?? 'networkError'} (${status})`, options);
    this.name = 'OwnRsvpError';
    this.status = status;
    this.reason = status === 404 ? 'notFound' : status === 0 ? 'network' : 'failed';
    this.messageKey = status === 404 ? 'rsvpNotFound' : apiErrorMessageKey(code, status);
  }
}

export interface OwnRsvpClientOptions {
  /** Origin of the API; same origin when omitted. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The page's cookies (`document.cookie` by default), for the CSRF token writes echo. */
  cookies?: () => string;
}

const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/**
 * The guest's own RSVPs (apps/api README, "Privacy"), the one place these calls are written:
 * - with the private link's token (any device): `byToken`, `deleteByToken`;
 * - on the device that sent them (the site's grant and the HttpOnly `wedding_rsvps_<weddingId>` cookie the
 *   submission left): `mine`, `deleteMine`.
 * Answers are parsed with @wedding/core's response schemas; failures are `OwnRsvpError`s. Writes echo the
 * `wedding_csrf` cookie in X-CSRF-Token (asking GET /api/auth/csrf when a fresh browser has none yet).
 */
export function createOwnRsvpClient(options: OwnRsvpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? documentCookies;

  async function send(method: 'GET' | 'DELETE', path: string, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let response: Response;
    try {
      if (method !== 'GET') headers['X-CSRF-Token'] = await csrfToken();
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw error instanceof OwnRsvpError ? error : new OwnRsvpError(0, undefined, { cause: error });
    }
    if (!response.ok) throw new OwnRsvpError(response.status, await errorCode(response));
    return response;
  }

  async function csrfToken(): Promise<string> {
    const fromCookie = csrfTokenFromCookies(cookies());
    if (fromCookie) return fromCookie;
    const response = await fetchImpl(`${baseUrl}/api/auth/csrf`, { credentials: 'include' });
    const body = (response.ok ? await response.json().catch(() => ({})) : {}) as { csrfToken?: unknown };
    if (typeof body.csrfToken !== 'string') throw new OwnRsvpError(response.status || 0, 'csrfRejected');
    return body.csrfToken;
  }

  async function read<Schema extends z.ZodMiniType>(
    response: Response,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new OwnRsvpError(response.status, 'invalidResponse');
    return parsed.data;
  }

  const byTokenPath = (token: string) => `/api/public/rsvps/${encodeURIComponent(token)}`;
  const minePath = (slug: string) => `/api/public/weddings/${encodeURIComponent(slug)}/rsvps/mine`;

  return {
    /** GET /api/public/rsvps/{token}: the answer and the wedding it belongs to; 404 `notFound`. */
    async byToken(token: string, signal?: AbortSignal): Promise<OwnRsvpResponse> {
      return read(await send('GET', byTokenPath(token), signal), ownRsvpAnswerSchema);
    },
    /** DELETE /api/public/rsvps/{token}: the answer is gone, from the couple's list too. */
    async deleteByToken(token: string): Promise<void> {
      await send('DELETE', byTokenPath(token));
    },
    /** GET …/rsvps/mine: what this device sent to the wedding, newest first (empty without the cookie). */
    async mine(slug: string, signal?: AbortSignal): Promise<OwnRsvp[]> {
      return (await read(await send('GET', minePath(slug), signal), ownRsvpListSchema)).rsvps;
    },
    /** DELETE …/rsvps/mine/{rsvpId}: only an answer this device sent; 404 `notFound` otherwise. */
    async deleteMine(slug: string, rsvpId: string): Promise<void> {
      await send('DELETE', `${minePath(slug)}/${encodeURIComponent(rsvpId)}`);
    },
  };
}

export type OwnRsvpClient = ReturnType<typeof createOwnRsvpClient>;

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}
