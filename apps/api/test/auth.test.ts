import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext, uniqueName } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** The session cookie a response sets (a clearing `wedding_session=;` does not count). */
const sessionCookieOf = (res: { headers: Record<string, unknown> }) => {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => /^wedding_session=[^;]+/.test(c));
};

describe.each(TEST_DATABASES)('auth (%s)', (db) => {
  let ctx: TestContext;
  let shared: TestContext;
  withTestContext(db, (created) => {
    shared = created;
    ctx = created;
  });

  describe('auth: register, login, logout, me', () => {
    it('register creates the user, signs them in (201) and me answers {user}', async () => {
      const client = ctx.client();
      const username = uniqueName('Couple');
      const res = await client.post('/api/auth/register', {
        username,
        password: 'a long password',
        name: 'Anna',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        user: {
          id: expect.any(String),
          username: username.toLowerCase(),
          name: 'Anna',
          role: 'user',
          locale: null,
          themePreference: 'system',
          hasPassword: true,
          // No address until one is verified by its link.
          email: null,
        },
      });
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe(username.toLowerCase());
      const stored = await ctx.prisma.user.findUniqueOrThrow({ where: { username: username.toLowerCase() } });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('register twice with the same name (any case) answers 409 usernameTaken', async () => {
      const username = uniqueName('dup');
      const first = await ctx
        .client()
        .post('/api/auth/register', { username, password: 'a long password', name: 'A' });
      expect(first.status).toBe(201);
      const second = await ctx.client().post('/api/auth/register', {
        username: username.toUpperCase(),
        password: 'another password',
        name: 'B',
      });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({ error: 'usernameTaken' });
    });

    it('register rejects bad input with 400 and field details, never 5xx', async () => {
      const client = ctx.client();
      const cases: unknown[] = [
        {},
        { username: 'ab', password: 'a long password', name: 'A' },
        { username: uniqueName('u'), password: 'short', name: 'A' },
        { username: uniqueName('u'), password: 'a long password', name: '' },
        { username: 42, password: ['x'], name: { a: 1 } },
        { username: 'x'.repeat(100_000), password: 'a long password', name: 'A' },
        [],
        'just a string',
        null,
      ];
      for (const body of cases) {
        const res = await client.post('/api/auth/register', body);
        expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
        expect(res.body.error).toBeTypeOf('string');
      }
      const missing = await client.post('/api/auth/register', {});
      expect(Object.keys(missing.body.details)).toEqual(
        expect.arrayContaining(['username', 'password', 'name']),
      );
    });

    it('malformed JSON answers 400 invalidJson; a too large body answers 413', async () => {
      const client = ctx.client();
      const token = await client.ensureCsrf();
      const malformed = await client.raw
        .post('/api/auth/login')
        .set({ 'Content-Type': 'application/json', 'X-CSRF-Token': token })
        .send('{"username": "a", ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: 'invalidJson' });
      const huge = await client.post('/api/auth/login', { username: 'a', password: 'b'.repeat(400_000) });
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ error: 'payloadTooLarge' });
    });

    it('login with the right password answers {user} and rotates the session id', async () => {
      const user = await ctx.createUser();
      const client = ctx.client();
      const first = await client.post('/api/auth/login', {
        username: user.username,
        password: user.password,
      });
      expect(first.status).toBe(200);
      expect(first.body.user).toMatchObject({ id: user.id, username: user.username, role: 'user' });
      const firstCookie = sessionCookieOf(first);
      const second = await client.post('/api/auth/login', {
        username: user.username,
        password: user.password,
      });
      expect(second.status).toBe(200);
      const secondCookie = sessionCookieOf(second);
      expect(secondCookie).toBeDefined();
      expect(secondCookie).not.toEqual(firstCookie);
      // The earlier session was ended, so only one remains for this browser.
      expect(await ctx.prisma.session.count({ where: { userId: user.id } })).toBe(1);
      // The old session token no longer works.
      const oldToken = /^wedding_session=([^;]+)/.exec(firstCookie ?? '')?.[1];
      const replay = await ctx.client().raw.get('/api/auth/me').set('Cookie', `wedding_session=${oldToken}`);
      expect(replay.status).toBe(401);
    });

    it('login with a wrong password or an unknown user answers the same 401 invalidCredentials', async () => {
      const user = await ctx.createUser();
      const wrong = await ctx
        .client()
        .post('/api/auth/login', { username: user.username, password: 'wrong password' });
      const unknown = await ctx
        .client()
        .post('/api/auth/login', { username: uniqueName('ghost'), password: 'whatever1' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'invalidCredentials' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('login bad input answers 400 (missing fields, wrong types); an absurd username is just wrong (401)', async () => {
      for (const body of [
        {},
        { username: 'a' },
        { username: 1, password: 2 },
        { username: 'a', password: 'p'.repeat(1000) },
      ]) {
        const res = await ctx.client().post('/api/auth/login', body);
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      const long = await ctx
        .client()
        .post('/api/auth/login', { username: 'a'.repeat(10_000), password: 'x' });
      expect(long.status).toBe(401);
    });

    it('logout ends the session: me answers 401 afterwards and the stored session is gone', async () => {
      const { client, user } = await ctx.loginAs('user');
      expect((await client.get('/api/auth/me')).status).toBe(200);
      const res = await client.post('/api/auth/logout');
      expect(res.status).toBe(200);
      expect(await ctx.prisma.session.count({ where: { userId: user.id } })).toBe(0);
      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ error: 'authenticationRequired' });
    });

    it('PATCH me stores the name, language and colour mode the user chose; they come back at the next login', async () => {
      const { client, user } = await ctx.loginAs('user');
      const res = await client.patch('/api/auth/me', {
        name: ' Anna Berg ',
        locale: 'pl',
        themePreference: 'dark',
      });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ name: 'Anna Berg', locale: 'pl', themePreference: 'dark' });
      const stored = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored).toMatchObject({ name: 'Anna Berg', locale: 'pl', themePreference: 'dark' });
      expect((await client.get('/api/auth/me')).body.user).toMatchObject({
        locale: 'pl',
        themePreference: 'dark',
      });
    });

    it('PATCH me refuses an empty body, unknown fields and values outside the lists with 400', async () => {
      const { client } = await ctx.loginAs('user');
      for (const body of [
        {},
        { role: 'admin' },
        { locale: 'fr' },
        { themePreference: 'sepia' },
        { name: '  ' },
      ]) {
        const res = await client.patch('/api/auth/me', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toBe('validationFailed');
      }
    });

    it('me without a session answers 401 authenticationRequired', async () => {
      const res = await ctx.client().get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'authenticationRequired' });
    });

    it('an expired session is refused and deleted', async () => {
      const { client, user } = await ctx.loginAs('user');
      await ctx.prisma.session.updateMany({
        where: { userId: user.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect(await ctx.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    });
  });

  describe('auth: CSRF defence on cookie-authenticated writes', () => {
    it('a signed-in write without X-CSRF-Token is refused with 403 csrfTokenInvalid', async () => {
      const { client } = await ctx.loginAs('user');
      const res = await client.raw.post('/api/auth/logout');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'csrfTokenInvalid' });
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });

    it('a signed-in write with a wrong token is refused; the right token passes', async () => {
      const { client } = await ctx.loginAs('user');
      const wrong = await client.raw.post('/api/auth/logout').set('X-CSRF-Token', 'not-the-token');
      expect(wrong.status).toBe(403);
      const right = await client.post('/api/auth/logout');
      expect(right.status).toBe(200);
    });

    it('the token planted before login is replaced at login (the session has its own secret)', async () => {
      const user = await ctx.createUser();
      const client = ctx.client();
      const before = await client.ensureCsrf();
      await client.post('/api/auth/login', { username: user.username, password: user.password });
      expect(client.csrfToken).toBeDefined();
      expect(client.csrfToken).not.toEqual(before);
      const stale = await client.raw.post('/api/auth/logout').set('X-CSRF-Token', before);
      expect(stale.status).toBe(403);
    });

    it('a cross-site request is refused by Sec-Fetch-Site and by a foreign Origin, even for login', async () => {
      const user = await ctx.createUser();
      const crossSite = await ctx
        .client()
        .post(
          '/api/auth/login',
          { username: user.username, password: user.password },
          { 'Sec-Fetch-Site': 'cross-site' },
        );
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toEqual({ error: 'csrfRejected' });
      const foreign = await ctx
        .client()
        .post(
          '/api/auth/login',
          { username: user.username, password: user.password },
          { Origin: 'https://evil.example' },
        );
      expect(foreign.status).toBe(403);
      const sameOrigin = await ctx
        .client()
        .post(
          '/api/auth/login',
          { username: user.username, password: user.password },
          { 'Sec-Fetch-Site': 'same-origin' },
        );
      expect(sameOrigin.status).toBe(200);
    });

    it('an allowed foreign origin (ALLOWED_ORIGINS, e.g. a dev server) passes even when same-site', async () => {
      const devServer = await ctx.withConfig({ allowedOrigins: ['http://localhost:5173'] });
      try {
        const user = await devServer.createUser();
        const credentials = { username: user.username, password: user.password };
        const allowed = await devServer.client().post('/api/auth/login', credentials, {
          Origin: 'http://localhost:5173',
          'Sec-Fetch-Site': 'same-site',
        });
        expect(allowed.status).toBe(200);
        const other = await devServer.client().post('/api/auth/login', credentials, {
          Origin: 'http://localhost:5174',
          'Sec-Fetch-Site': 'same-site',
        });
        expect(other.status).toBe(403);
      } finally {
        await devServer.close();
      }
    });

    it('GET /api/auth/csrf answers the token that the cookie holds', async () => {
      const client = ctx.client();
      const res = await client.get('/api/auth/csrf');
      expect(res.status).toBe(200);
      expect(res.body.csrfToken).toBe(client.csrfToken);
    });
  });

  describe('auth: login rate limit', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await shared.withConfig({
        rateLimits: {
          loginPerIp: { limit: 6, windowMs: 60_000 },
          loginPerAccount: { limit: 3, windowMs: 60_000 },
          registerPerIp: { limit: 2, windowMs: 60_000 },
          accessCodePerIp: { limit: 100, windowMs: 60_000 },
          accessCodePerWedding: { limit: 100, windowMs: 60_000 },
        },
      });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('3 failed logins lock the account: the 4th attempt answers 429 with Retry-After, even with the right password', async () => {
      const user = await ctx.createUser();
      for (let i = 0; i < 3; i += 1) {
        const res = await ctx
          .client()
          .post('/api/auth/login', { username: user.username, password: 'wrong password' });
        expect(res.status).toBe(401);
      }
      const locked = await ctx
        .client()
        .post('/api/auth/login', { username: user.username, password: user.password });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe('tooManyRequests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('the per-IP limit counts every attempt: the 7th login from one address answers 429', async () => {
      // 4 attempts were made by the previous test from the same address; 2 more are allowed.
      const other = await ctx.createUser();
      const allowed = await ctx
        .client()
        .post('/api/auth/login', { username: other.username, password: other.password });
      expect(allowed.status).toBe(200);
      const stillAllowed = await ctx
        .client()
        .post('/api/auth/login', { username: other.username, password: other.password });
      expect(stillAllowed.status).toBe(200);
      const refused = await ctx
        .client()
        .post('/api/auth/login', { username: other.username, password: other.password });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('registration is limited per IP', async () => {
      const make = () =>
        ctx
          .client()
          .post('/api/auth/register', { username: uniqueName('r'), password: 'a long password', name: 'R' });
      expect((await make()).status).toBe(201);
      expect((await make()).status).toBe(201);
      const third = await make();
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    });
  });
});
