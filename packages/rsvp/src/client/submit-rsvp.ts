import type { Locale, RsvpPayload } from '@wedding/core';
import { z } from 'zod';
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
export const CSRF_COOKIE = 'wedding_csrf';

export function csrfTokenFromCookies(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
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
  }),
});
const errorBodySchema = z.object({ error: z.string() });

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function serverErrorCode(response: Response): Promise<string> {
  try {
    const body = errorBodySchema.safeParse(await response.json());
    return body.success ? body.data.error : `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

export function rsvpUrl(slug: string, locale: Locale | undefined, baseUrl = ''): string {
  const path = `${baseUrl}/api/public/weddings/${encodeURIComponent(slug)}/rsvp`;
  return locale === undefined ? path : `${path}?locale=${encodeURIComponent(locale)}`;
}

/**
 * POST /api/public/weddings/{slug}/rsvp (spec B 7) with the guest grant cookie. Resolves with the stored
 * RSVP; rejects with an RsvpSubmitError whose key is core's banner message (spec B 8).
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
    throw new RsvpSubmitError(await serverErrorCode(response), { status: response.status });
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
