import type { Locale, RsvpPayload } from '@wedding/core';
import { CSRF_COOKIE_NAME } from '@wedding/core';
import * as z from 'zod/mini';
import type { RsvpSubmission } from '../state/rsvp-state';
import { RsvpSubmitError } from './rsvp-submit-error';

export interface SubmitRsvpOptions {
  slug: string;
  payload: RsvpPayload;
  /** Sent as the Idempotency-Key header: the API replays the first answer for a repeated key. */
  idempotencyKey: string;
  locale?: Locale;
  /** Origin of the API; same origin when omitted. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
  /**
   * Echoed in X-CSRF-Token (the API's double-submit check for guest writes); read from the readable
   * `wedding_csrf` cookie when omitted.
   */
  csrfToken?: string;
}

/** The API's readable CSRF cookie (apps/api security): a guest write must echo it in X-CSRF-Token. */
export function csrfTokenFromCookies(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE_NAME) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function documentCsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : csrfTokenFromCookies(document.cookie);
}

const answerSchema = z.object({
  rsvp: z.object({
    id: z.string(),
    submittedAt: z.string(),
    attendanceStatus: z.string(),
    numberOfGuests: z.number(),
    manageToken: z.optional(z.string()),
  }),
});
/** The API's error body; a refused payload (400 validationFailed) names each field's message in `details`. */
const errorBodySchema = z.object({ error: z.string(), details: z.optional(z.unknown()) });
const fieldMessagesSchema = z.record(z.string(), z.string());

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function serverError(
  response: Response,
): Promise<{ code: string; fieldMessages?: Record<string, string> }> {
  try {
    const body = errorBodySchema.safeParse(await response.json());
    if (!body.success) return { code: `HTTP ${response.status}` };
    const details = fieldMessagesSchema.safeParse(body.data.details);
    return details.success && Object.keys(details.data).length > 0
      ? { code: body.data.error, fieldMessages: details.data }
      : { code: body.data.error };
  } catch {
    return { code: `HTTP ${response.status}` };
  }
}

export function rsvpUrl(slug: string, locale: Locale | undefined, baseUrl = ''): string {
  const path = `${baseUrl}/api/public/weddings/${encodeURIComponent(slug)}/rsvp`;
  return locale === undefined ? path : `${path}?locale=${encodeURIComponent(locale)}`;
}

/**
 * POST /api/public/weddings/{slug}/rsvp (docs/requirements.md B7) with the guest grant cookie. Resolves with the stored
 * RSVP; rejects with an RsvpSubmitError whose key is core's banner message (docs/requirements.md B8), carrying the
 * server's own message per field when it refused the payload (its full phone check can refuse a number the browser
 * accepted).
 */
export async function submitRsvp({
  slug,
  payload,
  idempotencyKey,
  locale,
  baseUrl,
  fetch: fetchImpl = globalThis.fetch,
  signal,
  csrfToken = documentCsrfToken(),
}: SubmitRsvpOptions): Promise<RsvpSubmission> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
    ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
  };
  let response: Response;
  try {
    response = await fetchImpl(rsvpUrl(slug, locale, baseUrl), {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(payload),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    throw new RsvpSubmitError(messageOf(error), { cause: error, classifyFrom: error });
  }
  if (!response.ok) {
    const { code, fieldMessages } = await serverError(response);
    throw new RsvpSubmitError(code, { status: response.status, ...(fieldMessages ? { fieldMessages } : {}) });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RsvpSubmitError('unreadableAnswer', { status: response.status, cause: error });
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw new RsvpSubmitError('unexpectedAnswer', { status: response.status });
  return answer.data.rsvp;
}
