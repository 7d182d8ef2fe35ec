import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

describe.each(TEST_DATABASES)('app: health, security headers, unknown paths (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  it('GET /api/health answers 200 {status:"ok"} once the database answers', async () => {
    const res = await ctx.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sets the security headers: CSP with frame-ancestors none, nosniff, referrer policy, no X-Powered-By', async () => {
    const res = await ctx.client().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an unknown /api path answers JSON 404 {error:"notFound"}', async () => {
    const res = await ctx.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'notFound' });
    const write = await ctx.client().post('/api/does-not-exist', { a: 1 });
    expect(write.status).toBe(404);
  });

  it("a URL beyond Node's header limit answers 431 in the JSON error shape, not an empty reply", async () => {
    const address = ctx.server.address();
    if (!address || typeof address === 'string') throw new Error('no server address');
    const res = await fetch(`http://127.0.0.1:${address.port}/api/messages?limit=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'payloadTooLarge' });
  });

  it('an unsupported body encoding answers 415, not 500', async () => {
    const client = ctx.client();
    const token = await client.ensureCsrf();
    const res = await client.raw
      .post('/api/auth/login')
      .set({ 'Content-Type': 'application/json; charset=klingon', 'X-CSRF-Token': token })
      .send('{}');
    expect(res.status).toBe(415);
  });
});
