import { describe, expect, it } from 'vitest';
import { createSiteApi } from './site-api';

type Call = { url: string; init?: RequestInit };

function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('submitAccessCode', () => {
  it('posts the code as JSON with the CSRF cookie echoed in X-CSRF-Token: 200 is granted', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/public/weddings/anna-und-ben/access': () => json(200, { granted: true }),
    });
    const api = createSiteApi({ fetch: fetchImpl, cookies: () => 'wedding_csrf=token-1' });
    expect(await api.submitAccessCode('anna-und-ben', 'ABCD2345')).toBe('granted');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.headers).toEqual({
      'X-CSRF-Token': 'token-1',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.init?.body).toBe('{"accessCode":"ABCD2345"}');
  });

  it('asks for a CSRF token first when the cookie is missing', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/auth/csrf': () => json(200, { csrfToken: 'fresh' }),
      '/api/public/weddings/anna/access': () => json(401, { error: 'invalidCode' }),
    });
    const api = createSiteApi({ fetch: fetchImpl, cookies: () => '' });
    expect(await api.submitAccessCode('anna', 'WRONG234')).toBe('invalid');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/csrf', '/api/public/weddings/anna/access']);
    expect(calls[1]?.init?.headers).toEqual({ 'X-CSRF-Token': 'fresh', 'Content-Type': 'application/json' });
  });

  it('a rate limit, a server error or a network failure is "error", never "invalid"', async () => {
    const limited = fakeFetch({
      '/api/public/weddings/a/access': () => json(429, { error: 'tooManyRequests' }),
    });
    const offline = fakeFetch({});
    const cookies = () => 'wedding_csrf=t';
    expect(await createSiteApi({ fetch: limited.fetchImpl, cookies }).submitAccessCode('a', 'X')).toBe(
      'error',
    );
    expect(await createSiteApi({ fetch: offline.fetchImpl, cookies }).submitAccessCode('a', 'X')).toBe(
      'error',
    );
  });
});

describe('logout', () => {
  it('a guest clears the grant only', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/public/weddings/anna/logout': () => json(200, { loggedOut: true }),
    });
    await createSiteApi({ fetch: fetchImpl, cookies: () => 'wedding_csrf=t' }).logout('anna', 'guest');
    expect(calls.map((call) => call.url)).toEqual(['/api/public/weddings/anna/logout']);
    expect(calls[0]?.init?.headers).toEqual({ 'X-CSRF-Token': 't' });
  });

  it('a previewing member also ends the session', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/public/weddings/anna/logout': () => json(200, { loggedOut: true }),
      '/api/auth/logout': () => json(200, { loggedOut: true }),
    });
    await createSiteApi({ fetch: fetchImpl, cookies: () => 'wedding_csrf=t' }).logout('anna', 'member');
    expect(calls.map((call) => call.url)).toEqual(['/api/public/weddings/anna/logout', '/api/auth/logout']);
  });

  it('rejects when the API refuses, so the page can say logging out failed', async () => {
    const { fetchImpl } = fakeFetch({ '/api/public/weddings/anna/logout': () => json(403, {}) });
    await expect(
      createSiteApi({ fetch: fetchImpl, cookies: () => 'wedding_csrf=t' }).logout('anna', 'guest'),
    ).rejects.toThrow('logout failed (403)');
  });
});
