import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

type Call = { url: string; init: RequestInit };

/** A server answering from a table, recording what the client sent. */
function server(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer(String(input), init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createHttpClient', () => {
  it('parses an answer with the schema and builds the query string (empty values left out)', async () => {
    const api = server(() => json({ value: 3 }));
    const http = createHttpClient({ fetch: api.fetch, cookies: () => '' });
    const answer = await http.get('/api/thing', z.object({ value: z.number() }), {
      query: { page: 2, search: '', category: ['family', 'friends'], missing: undefined },
    });
    expect(answer).toEqual({ value: 3 });
    expect(api.calls[0]?.url).toBe('/api/thing?page=2&category=family&category=friends');
  });

  it('sends the CSRF cookie as X-CSRF-Token on writes, and asks for one when the cookie is missing', async () => {
    const withCookie = server(() => json({ ok: true }));
    await createHttpClient({ fetch: withCookie.fetch, cookies: () => 'a=1; wedding_csrf=tok%3D1' }).post(
      '/api/x',
      z.object({ ok: z.boolean() }),
      { a: 1 },
    );
    const headers = withCookie.calls[0]?.init.headers as Record<string, string> | undefined;
    expect(headers?.['X-CSRF-Token']).toBe('tok=1');
    expect(headers?.['Content-Type']).toBe('application/json');
    expect(withCookie.calls[0]?.init.body).toBe('{"a":1}');

    const withoutCookie = server((url) =>
      url === '/api/auth/csrf' ? json({ csrfToken: 'asked' }) : json({}),
    );
    await createHttpClient({ fetch: withoutCookie.fetch, cookies: () => '' }).delete('/api/x/1');
    expect(withoutCookie.calls.map((call) => call.url)).toEqual(['/api/auth/csrf', '/api/x/1']);
    const headersSent = withoutCookie.calls[1]?.init.headers as Record<string, string> | undefined;
    expect(headersSent?.['X-CSRF-Token']).toBe('asked');
  });

  it('turns an error answer into an ApiError with the message key and the field errors', async () => {
    const api = server(() => json({ error: 'validationFailed', details: { slug: 'slug.tooShort' } }, 400));
    const error = await createHttpClient({ fetch: api.fetch, cookies: () => '' })
      .get('/api/x', z.unknown())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validationFailed',
      messageKey: 'api.validationFailed',
      fieldErrors: { slug: 'slug.tooShort' },
    });
  });

  it('reports an expired session to onAuthenticationRequired before throwing', async () => {
    const onAuthenticationRequired = vi.fn();
    const api = server(() => json({ error: 'authenticationRequired' }, 401));
    const http = createHttpClient({ fetch: api.fetch, cookies: () => '', onAuthenticationRequired });
    await expect(http.get('/api/auth/me', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it('a network failure is status 0 (networkError), a slow answer 408 (api.timeout)', async () => {
    const offline = server(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      createHttpClient({ fetch: offline.fetch, cookies: () => '' }).get('/api/x', z.unknown()),
    ).rejects.toMatchObject({ status: 0, messageKey: 'networkError' });

    const slow = server(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(
      createHttpClient({ fetch: slow.fetch, cookies: () => '', timeoutMs: 20 }).get('/api/x', z.unknown()),
    ).rejects.toMatchObject({ status: 408, messageKey: 'api.timeout' });
  });

  it('an answer of the wrong shape is refused (502 invalidResponse), never passed on', async () => {
    const api = server(() => json({ value: 'three' }));
    await expect(
      createHttpClient({ fetch: api.fetch, cookies: () => '' }).get(
        '/api/x',
        z.object({ value: z.number() }),
      ),
    ).rejects.toMatchObject({ status: 502, code: 'invalidResponse' });
  });
});

describe('ApiError messages are read by the error screen (the inference of docs/requirements.md A8)', () => {
  it('names the failure in words the inference knows', async () => {
    const { inferErrorBoundaryType } = await import('@wedding/core');
    const { ApiError: Err } = await import('./api-error');
    expect(inferErrorBoundaryType(new Err(404, 'weddingNotFound'))).toBe('wedding_not_found');
    expect(inferErrorBoundaryType(new Err(0, undefined))).toBe('network_error');
    expect(inferErrorBoundaryType(new Err(503, undefined))).toBe('server_error');
    expect(inferErrorBoundaryType(new Err(403, 'adminRequired'))).toBe('access_denied');
    expect(inferErrorBoundaryType(new Err(401, 'authenticationRequired'))).toBe('authentication_required');
  });
});
