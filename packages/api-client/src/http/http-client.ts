import { CSRF_COOKIE_NAME, readCookieValue } from '@wedding/core';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** The readable double-submit cookie the API mirrors its CSRF secret into (apps/api security/csrf.ts). */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpClientOptions {
  /** Origin of the API; '' (default) for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The current cookie header of the page (`document.cookie`), for the CSRF token; default reads the document. */
  cookies?: () => string;
  /** Requests give up after this long (ms) with a 408 ApiError; default 30 s. */
  timeoutMs?: number;
  /** Called when a call answers 401 authenticationRequired (an expired session), before the error is thrown. */
  onAuthenticationRequired?: (error: ApiError) => void;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** `?a=1&b=x` of the given values, leaving out empty ones; '' when none is left. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : undefined;
  return new ApiError(status, code, record.details);
}

/**
 * fetch with what every call needs: JSON in and out, the CSRF token on writes, a timeout, errors as ApiError
 * (a 4xx/5xx never resolves), and answers parsed with a zod schema so a front end only ever sees the shapes
 * @wedding/core declares.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? documentCookies;
  let fetchedCsrfToken: string | undefined;

  async function csrfToken(): Promise<string> {
    const fromCookie = readCookieValue(cookies(), CSRF_COOKIE_NAME);
    if (fromCookie) return fromCookie;
    if (fetchedCsrfToken) return fetchedCsrfToken;
    const body = await send('GET', '/api/auth/csrf', undefined, {});
    const token = (body as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (typeof token !== 'string') throw new ApiError(500, 'invalidResponse');
    fetchedCsrfToken = token;
    return token;
  }

  async function send(
    method: Method,
    path: string,
    body: unknown,
    request: RequestOptions,
    raw = false,
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (method !== 'GET') headers['X-CSRF-Token'] = await csrfToken();
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const timeout = AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl}${path}${queryString(request.query)}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(408, 'timeout');
      throw new ApiError(0, 'networkError');
    }
    if (raw && res.ok) return res;
    const parsed = await readJson(res);
    if (!res.ok) {
      const error = errorFromBody(res.status, parsed);
      // A CSRF refusal after the cookie rotated (login, logout elsewhere): forget the cached token.
      if (error.code === 'csrfTokenInvalid') fetchedCsrfToken = undefined;
      if (error.code === 'authenticationRequired') options.onAuthenticationRequired?.(error);
      throw error;
    }
    return parsed;
  }

  async function call<Schema extends z.ZodType>(
    method: Method,
    path: string,
    schema: Schema,
    body?: unknown,
    request: RequestOptions = {},
  ): Promise<z.output<Schema>> {
    const answer = await send(method, path, body, request);
    const result = schema.safeParse(answer);
    if (!result.success) throw new ApiError(502, 'invalidResponse', result.error.issues);
    return result.data;
  }

  return {
    csrfToken,
    /** Any method: the contract-derived calls (call-route.ts) pass the method their contract names. */
    call,
    get: <S extends z.ZodType>(path: string, schema: S, request?: RequestOptions) =>
      call('GET', path, schema, undefined, request),
    post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, request?: RequestOptions) =>
      call('POST', path, schema, body, request),
    put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, request?: RequestOptions) =>
      call('PUT', path, schema, body, request),
    patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown, request?: RequestOptions) =>
      call('PATCH', path, schema, body, request),
    /** DELETE that answers 204 (or any body, which is ignored). */
    delete: async (path: string, body?: unknown, request: RequestOptions = {}): Promise<void> => {
      await send('DELETE', path, body, request);
    },
    /** DELETE whose answer is parsed (e.g. an image after its background was removed). */
    deleteAndRead: <S extends z.ZodType>(path: string, schema: S, body?: unknown, request?: RequestOptions) =>
      call('DELETE', path, schema, body, request),
    /** A GET whose answer is a file (CSV, .ics, archives): the Response itself, after the status check. */
    download: async (path: string, request: RequestOptions = {}): Promise<Response> =>
      (await send('GET', path, undefined, request, true)) as Response,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Path segments are always encoded, so an id or slug can never reach another route. */
export const segment = (value: string): string => encodeURIComponent(value);
