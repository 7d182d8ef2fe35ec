import { ownRsvpListResponseSchema, ownRsvpResponseSchema } from '@wedding/core';
import { describe, expect, it, vi } from 'vitest';
import { createOwnRsvpClient, OwnRsvpError } from './own-rsvps';

const rsvp = {
  id: 'r1',
  name: 'Anna',
  email: null,
  phone: '+49 1512 3456789',
  attendanceStatus: 'attending',
  numberOfGuests: 1,
  guests: [{ name: 'Anna', dietaryRestrictions: [], allergies: null }],
  needsTransport: false,
  needsAccommodation: false,
  message: null,
  submittedAt: '2026-11-22T09:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });

describe("a guest's own RSVP: the private link and the device that sent it", () => {
  it('reads an answer by its token and parses it with core’s schema', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { rsvp, wedding: { slug: 'anna' } }));
    const client = createOwnRsvpClient({ fetch, cookies: () => '' });
    expect(await client.byToken('r1.sig/nature')).toEqual({ rsvp, wedding: { slug: 'anna' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/rsvps/r1.sig%2Fnature');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(new Headers(init?.headers).has('X-CSRF-Token')).toBe(false);
  });

  it('lists and deletes the device’s answers, echoing the CSRF cookie on the write', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) =>
      init?.method === 'DELETE' ? noContent() : json(200, { rsvps: [rsvp] }),
    );
    const client = createOwnRsvpClient({ fetch, cookies: () => 'a=1; wedding_csrf=tok%2Fen' });
    expect(await client.mine('anna-ben')).toEqual([rsvp]);
    await client.deleteMine('anna-ben', 'r1');
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/public/weddings/anna-ben/rsvps/mine',
      'DELETE /api/public/weddings/anna-ben/rsvps/mine/r1',
    ]);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('X-CSRF-Token')).toBe('tok/en');
  });

  it('asks for a CSRF token when a fresh browser has no cookie yet', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) =>
      String(url).endsWith('/api/auth/csrf') ? json(200, { csrfToken: 'fresh' }) : noContent(),
    );
    await createOwnRsvpClient({ fetch, cookies: () => '' }).deleteByToken('r1.sig');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/csrf', '/api/public/rsvps/r1.sig']);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('X-CSRF-Token')).toBe('fresh');
  });

  it('names why it failed: gone (404), no answer, or refused; a wrong shape is refused too', async () => {
    const failing = (response: () => Promise<Response>) =>
      createOwnRsvpClient({ fetch: response, cookies: () => 'wedding_csrf=x' });
    const gone = await failing(async () => json(404, { error: 'rsvpNotFound' }))
      .deleteByToken('r1.sig')
      .catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(OwnRsvpError);
    expect(gone).toMatchObject({ reason: 'notFound', status: 404, messageKey: 'rsvpNotFound' });
    await expect(
      failing(async () => Promise.reject(new TypeError('Failed to fetch'))).byToken('r1.sig'),
    ).rejects.toMatchObject({ reason: 'network', status: 0, messageKey: 'networkError' });
    await expect(
      failing(async () => json(429, { error: 'tooManyRequests' })).mine('anna'),
    ).rejects.toMatchObject({ reason: 'failed', messageKey: 'api.tooManyRequests' });
    await expect(failing(async () => json(200, { rsvps: [{ id: 1 }] })).mine('anna')).rejects.toMatchObject({
      reason: 'failed',
      messageKey: 'errorOccurred',
    });
  });

  it('accepts and refuses what core’s response schemas do (its own zod/mini copy of them)', async () => {
    const answer = { rsvp, wedding: { slug: 'anna' } };
    const read = (body: unknown) =>
      createOwnRsvpClient({ fetch: async () => json(200, body), cookies: () => '' }).byToken('r1.sig');
    expect(await read(answer)).toEqual(ownRsvpResponseSchema.parse(answer));
    for (const broken of [
      { ...answer, rsvp: { ...rsvp, attendanceStatus: 'yes' } },
      { ...answer, rsvp: { ...rsvp, numberOfGuests: 1.5 } },
      { ...answer, rsvp: { ...rsvp, guests: [{ name: 'Anna' }] } },
      { rsvp },
    ]) {
      expect(ownRsvpResponseSchema.safeParse(broken).success).toBe(false);
      await expect(read(broken)).rejects.toBeInstanceOf(OwnRsvpError);
    }
    const list = { rsvps: [rsvp] };
    const mine = createOwnRsvpClient({ fetch: async () => json(200, list), cookies: () => '' }).mine('anna');
    expect(await mine).toEqual(ownRsvpListResponseSchema.parse(list).rsvps);
  });
});
