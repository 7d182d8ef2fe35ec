import { rsvpPayloadSchema } from '@wedding/core';
import { describe, expect, it, vi } from 'vitest';
import { RsvpSubmitError } from './rsvp-submit-error';
import { csrfTokenFromCookies, submitRsvp } from './submit-rsvp';

const payload = rsvpPayloadSchema.parse({
  name: 'Anna',
  phone: '+49 1512 3456789',
  attendanceStatus: 'maybe',
});
const answer = {
  rsvp: { id: 'r1', submittedAt: '2026-11-22T09:00:00.000Z', attendanceStatus: 'maybe', numberOfGuests: 0 },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(fetch: typeof globalThis.fetch): Promise<RsvpSubmitError> {
  const error = await submitRsvp({ slug: 'anna-ben', payload, idempotencyKey: 'key-1', fetch }).catch(
    (e) => e,
  );
  expect(error).toBeInstanceOf(RsvpSubmitError);
  return error;
}

describe('RSVP submit (docs/requirements.md B7): POST /api/public/weddings/{slug}/rsvp', () => {
  it('posts the payload with the Idempotency-Key header and the guest grant cookie', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(201, answer));
    const submission = await submitRsvp({
      slug: 'anna-ben',
      payload,
      idempotencyKey: 'key-1',
      locale: 'en',
      fetch,
    });
    expect(submission).toEqual(answer.rsvp);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/weddings/anna-ben/rsvp?locale=en');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("echoes the API's readable CSRF cookie in X-CSRF-Token (double submit)", async () => {
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=x; wedding_csrf=token%2Fone');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(201, answer));
    await submitRsvp({ slug: 'anna-ben', payload, idempotencyKey: 'key-2', fetch });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('X-CSRF-Token')).toBe('token/one');
    cookie.mockRestore();
  });

  it('reads the CSRF token out of a cookie header with other cookies', () => {
    expect(csrfTokenFromCookies('a=1; wedding_csrf=abc; b=2')).toBe('abc');
    expect(csrfTokenFromCookies('a=1')).toBeUndefined();
  });
});

describe('RSVP errors (docs/requirements.md B8): network/fetch -> networkError, validation/invalid -> validationError, else submitError', () => {
  it('a fetch that cannot reach the server gives networkError', async () => {
    expect((await failure(async () => Promise.reject(new TypeError('Failed to fetch')))).key).toBe(
      'networkError',
    );
    expect((await failure(async () => Promise.reject(new TypeError('Load failed')))).key).toBe(
      'networkError',
    );
  });
  it('a 400 validationFailed answer gives validationError', async () => {
    const error = await failure(async () => json(400, { error: 'validationFailed', details: [] }));
    expect(error).toMatchObject({ key: 'validationError', status: 400, fieldMessages: {} });
  });
  it("keeps the server's message per refused field (its full phone check has the last word)", async () => {
    const details = { phone: 'Bitte eine gültige Telefonnummer mit Ländervorwahl eingeben' };
    const error = await failure(async () => json(400, { error: 'validationFailed', details }));
    expect(error).toMatchObject({ key: 'validationError', status: 400, fieldMessages: details });
  });
  it('a 500 or an unexpected answer gives submitError', async () => {
    expect((await failure(async () => json(500, { error: 'internalError' }))).key).toBe('submitError');
    expect((await failure(async () => new Response('<html>', { status: 502 }))).key).toBe('submitError');
    expect((await failure(async () => json(201, { ok: true }))).key).toBe('submitError');
  });
});
