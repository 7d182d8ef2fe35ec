import { apiContract, type RouteAnswer } from '@wedding/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createUnsubscribeClient,
  UNSUBSCRIBE_PATH,
  UnsubscribeError,
  type UnsubscribeView,
} from './unsubscribe-client';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The hand-written answer types are core's contract answers: a change of the contract fails this file's build.
const sameAsContract: [
  Same<UnsubscribeView, RouteAnswer<typeof apiContract.public.readUnsubscribe>>,
  Same<{ unsubscribed: true }, RouteAnswer<typeof apiContract.public.unsubscribe>>,
] = [true, true];
void sameAsContract;

const TOKEN = 'aBcDeFgHiJkLmNoPqRsT_-0123456789';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const view = { couple: 'Ada & Byron', address: 'guest@example.org', unsubscribed: false };

describe('createUnsubscribeClient', () => {
  it("calls the contract's routes: GET to read, POST to unsubscribe, the token as the path's parameter", () => {
    const { route: read } = apiContract.public.readUnsubscribe['~orpc'];
    const { route: write } = apiContract.public.unsubscribe['~orpc'];
    expect([read.method, read.path]).toEqual(['GET', UNSUBSCRIBE_PATH]);
    expect([write.method, write.path]).toEqual(['POST', UNSUBSCRIBE_PATH]);
  });

  it('reads what the link names, with the grant cookies sent along', async () => {
    const fetch = vi.fn(async () => json(view));
    const client = createUnsubscribeClient({ fetch, cookies: () => '' });
    await expect(client.read(TOKEN)).resolves.toEqual(view);
    expect(fetch).toHaveBeenCalledWith(
      `/api/public/mail/unsubscribe/${TOKEN}`,
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('unsubscribes with the CSRF cookie echoed, asking the API for one when the browser has none', async () => {
    const withCookie = vi.fn(async () => json({ unsubscribed: true }));
    const client = createUnsubscribeClient({ fetch: withCookie, cookies: () => 'a=1; wedding_csrf=tok%3D1' });
    await expect(client.unsubscribe(TOKEN)).resolves.toEqual({ unsubscribed: true });
    const [, init] = withCookie.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('tok=1');

    const fresh = vi.fn(async (url: string) =>
      url === '/api/auth/csrf' ? json({ csrfToken: 'asked' }) : json({ unsubscribed: true }),
    );
    await createUnsubscribeClient({ fetch: fresh as typeof globalThis.fetch, cookies: () => '' }).unsubscribe(
      TOKEN,
    );
    const [, post] = fresh.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(post.headers).get('X-CSRF-Token')).toBe('asked');
  });

  it('names a link that names no email (400 or 404 linkInvalid) apart from other failures', async () => {
    const answer = (status: number, body: unknown = { error: 'linkInvalid' }) =>
      createUnsubscribeClient({ fetch: async () => json(body, status), cookies: () => 'wedding_csrf=t' });
    for (const status of [400, 404]) {
      await expect(answer(status).read(TOKEN)).rejects.toMatchObject({ reason: 'linkInvalid', status });
      await expect(answer(status).unsubscribe(TOKEN)).rejects.toMatchObject({ reason: 'linkInvalid' });
    }
    await expect(answer(429, { error: 'tooManyRequests' }).read(TOKEN)).rejects.toMatchObject({
      reason: 'failed',
      messageKey: 'api.tooManyRequests',
    });
    await expect(answer(503, {}).read(TOKEN)).rejects.toMatchObject({
      reason: 'failed',
      messageKey: 'errors.serverError',
    });
  });

  it('turns a lost connection into networkError and an answer of the wrong shape into a failure', async () => {
    const offline = createUnsubscribeClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await offline.read(TOKEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsubscribeError);
    expect(error).toMatchObject({ reason: 'network', messageKey: 'networkError' });

    const broken = createUnsubscribeClient({ fetch: async () => json({ couple: 'Ada & Byron' }) });
    await expect(broken.read(TOKEN)).rejects.toMatchObject({ reason: 'failed' });
    const wrongWrite = createUnsubscribeClient({
      fetch: async () => json({ unsubscribed: false }),
      cookies: () => 'wedding_csrf=t',
    });
    await expect(wrongWrite.unsubscribe(TOKEN)).rejects.toMatchObject({ reason: 'failed' });
  });

  it('lets an aborted read reject as aborted, not as a failure to show', async () => {
    const controller = new AbortController();
    const client = createUnsubscribeClient({
      fetch: async (_url, init) => {
        controller.abort();
        throw init?.signal?.reason ?? new Error('aborted');
      },
    });
    const error = await client.read(TOKEN, controller.signal).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(UnsubscribeError);
  });
});
