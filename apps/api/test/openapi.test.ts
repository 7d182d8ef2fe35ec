import { createLocalImageStore, seedDemo } from '@wedding/db';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { hashPassword } from '../src/auth/passwords.js';
import { listRoutes } from '../src/http/route-list.js';
import { buildOpenApiDocument, DOCUMENTED_ROUTES } from '../src/openapi/index.js';
import { TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const registeredRoutes = (ctx: TestContext) => {
  const router = (ctx.app as unknown as { router: Parameters<typeof listRoutes>[0] }).router;
  return listRoutes(router).map((route) => `${route.method} ${route.path}`);
};

describe('OpenAPI 3.1 document generated from the zod schemas', () => {
  const document = buildOpenApiDocument();

  it('is OpenAPI 3.1 with an operation, a success answer and the error shape for every documented route', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of DOCUMENTED_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths?.[path]?.[route.method];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual([String(route.success.status), '4XX']);
      for (const name of [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])) {
        expect(
          operation?.parameters?.some((p) => 'name' in p && p.name === name && p.in === 'path'),
          name,
        ).toBe(true);
      }
    }
  });

  it('request bodies are the schemas of @wedding/core (no hand-written copy): the RSVP body carries its limits', () => {
    const rsvp = document.paths?.['/api/public/weddings/{slug}/rsvp']?.post?.requestBody;
    const schema = rsvp && 'content' in rsvp ? rsvp.content['application/json']?.schema : undefined;
    expect(schema).toMatchObject({
      type: 'object',
      properties: {
        name: { minLength: 2, maxLength: 100 },
        attendanceStatus: { enum: ['attending', 'not_attending', 'maybe'] },
      },
    });
  });
});

describe.each(TEST_DATABASES)('OpenAPI document and reference page served by the API (%s)', (db) => {
  let ctx: TestContext;
  let couple: TestClient;
  let admin: TestClient;
  let seeded: Awaited<ReturnType<typeof seedDemo>>;

  withTestContext(db, async (created) => {
    ctx = created;
    // The demo wedding fills every list (guests, RSVPs, gallery, schedule) so the contract check sees real rows.
    seeded = await seedDemo(ctx.prisma, {
      storeImage: createLocalImageStore({ directory: ctx.uploadDir }),
      hashPassword: (password) => hashPassword(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
      passwords: { demo: 'demo password', admin: 'demo password' },
    });
    couple = ctx.client();
    admin = ctx.client();
    expect(
      (await couple.post('/api/auth/login', { username: 'demo', password: 'demo password' })).status,
    ).toBe(200);
    expect(
      (await admin.post('/api/auth/login', { username: 'admin', password: 'demo password' })).status,
    ).toBe(200);
  });

  it('every registered route is in the document, and every documented route is registered', () => {
    const registered = registeredRoutes(ctx);
    const documented = DOCUMENTED_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(
      registered.filter((route) => !documented.includes(route)),
      'registered but not documented',
    ).toEqual([]);
    expect(
      documented.filter((route) => !registered.includes(route)),
      'documented but not registered',
    ).toEqual([]);
  });

  it('GET /api/openapi.json serves the document', async () => {
    const res = await ctx.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('GET /api/reference is a self-hosted page: every script and stylesheet is served by this server', async () => {
    const res = await ctx.client().get('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The empty `data:` icon only keeps the browser from asking for /favicon.ico; it is no request at all.
    const urls = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1] as string)
      .filter((url) => url !== 'data:,');
    expect(urls.length).toBeGreaterThanOrEqual(3);
    expect(res.text).not.toMatch(/https?:\/\//);
    for (const url of urls) {
      expect(url.startsWith('/api/reference'), url).toBe(true);
      const asset = await ctx.client().get(url);
      expect(asset.status, url).toBe(200);
    }
    const script = await ctx.client().get('/api/reference/init.js');
    expect(script.text).toContain("url: '/api/openapi.json'");
    expect(script.text).toContain('validatorUrl: null');
  });

  it('real answers match the documented response schemas (seeded demo wedding)', async () => {
    const slug = seeded.slug;
    const weddingId = seeded.weddingId;
    const guest = ctx.client();
    expect(
      (await guest.post(`/api/public/weddings/${slug}/access`, { accessCode: seeded.accessCode })).status,
    ).toBe(200);
    // A message to staff, so the admin's message list has a row to check.
    const sent = await couple.post('/api/messages', { kind: 'contact', weddingId, body: 'A question' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const customerId = (await ctx.prisma.user.findUniqueOrThrow({ where: { username: 'demo' } })).id;
    const calls: [TestClient, string, string][] = [
      [couple, 'GET', '/api/auth/me'],
      [couple, 'GET', '/api/auth/session'],
      [couple, 'GET', '/api/weddings'],
      [couple, 'GET', `/api/weddings/${weddingId}`],
      [couple, 'GET', `/api/weddings/${weddingId}/locations`],
      [couple, 'GET', `/api/weddings/${weddingId}/members`],
      [couple, 'GET', `/api/weddings/${weddingId}/rsvps`],
      [couple, 'GET', `/api/weddings/${weddingId}/guests`],
      [couple, 'GET', `/api/weddings/${weddingId}/gallery`],
      [couple, 'GET', '/api/webauthn/challenge-instant'],
      [guest, 'GET', `/api/public/weddings/${slug}`],
      [guest, 'GET', `/api/public/weddings/${slug}/card`],
      [guest, 'GET', `/api/public/weddings/${slug}/rsvps/mine`],
      [admin, 'GET', '/api/admin/weddings'],
      [admin, 'GET', '/api/admin/customers'],
      [admin, 'GET', '/api/admin/gallery'],
      [admin, 'GET', '/api/admin/locations'],
      [admin, 'GET', '/api/admin/analytics'],
      [admin, 'GET', '/api/admin/recent-activity'],
      [admin, 'GET', `/api/admin/weddings/${weddingId}`],
      [admin, 'GET', '/api/admin/calendar'],
      [admin, 'GET', `/api/admin/customers/${customerId}`],
      [admin, 'GET', '/api/admin/gallery/albums'],
      [admin, 'GET', '/api/admin/analytics/series?from=2026-01-01&to=2026-01-31'],
      [admin, 'GET', '/api/admin/audit'],
      [admin, 'GET', '/api/admin/messages?status=all'],
      [admin, 'GET', '/api/admin/messages/unread-count'],
      [admin, 'GET', '/api/admin/database'],
      [admin, 'GET', '/api/admin/settings'],
      [ctx.client(), 'GET', '/api/health'],
      [ctx.client(), 'GET', '/api/webauthn/login-options'],
    ];
    for (const [client, method, url] of calls) {
      const res = await client.get(url);
      const route = DOCUMENTED_ROUTES.find(
        (candidate) =>
          candidate.method === method.toLowerCase() &&
          new RegExp(`^${candidate.path.replace(/:\w+/g, '[^/]+')}$`).test(url.split('?')[0] as string),
      );
      expect(route, url).toBeDefined();
      expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(route?.success.status);
      const parsed = z.safeParse(route?.success.schema as $ZodType, res.body);
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), url).toEqual([]);
    }
  });

  it('the RSVP answer matches its schema, with the manage token', async () => {
    const guest = ctx.client();
    await guest.post(`/api/public/weddings/${seeded.slug}/access`, { accessCode: seeded.accessCode });
    const res = await guest.post(`/api/public/weddings/${seeded.slug}/rsvp`, {
      name: 'Schema Guest',
      phone: '+49 170 5550009',
      attendanceStatus: 'not_attending',
      numberOfGuests: 1,
      guests: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const route = DOCUMENTED_ROUTES.find((r) => r.path === '/api/public/weddings/:slug/rsvp');
    expect(z.safeParse(route?.success.schema as $ZodType, res.body).success).toBe(true);
    const own = await ctx.client().get(`/api/public/rsvps/${res.body.rsvp.manageToken}`);
    const ownRoute = DOCUMENTED_ROUTES.find(
      (r) => r.path === '/api/public/rsvps/:token' && r.method === 'get',
    );
    expect(z.safeParse(ownRoute?.success.schema as $ZodType, own.body).success).toBe(true);
  });
});
