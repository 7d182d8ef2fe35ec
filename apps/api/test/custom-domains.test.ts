import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translate } from '@wedding/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** The real site build (turbo builds @wedding/site before these tests: see turbo.json `@wedding/api#test`). */
const SITE_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

const embeddedScreen = (html: string) =>
  /<script type="application\/json" id="wedding-site-state">[^<]*"screen":"(\w+)"/.exec(html)?.[1];
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const setCookies = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
};

describe.each(TEST_DATABASES)('custom domains (%s)', (db) => {
  let base: TestContext;
  let ctx: TestContext;
  let owner: TestClient;
  let premium: CreatedWedding;
  let standard: CreatedWedding;
  let staff: TestClient;
  let domainCount = 0;
  /** A domain no other test (nor the other database's run) has used. */
  const freshDomain = () => `www.paar-${db}-${++domainCount}-${Date.now().toString(36)}.de`;

  withTestContext(db, async (created) => {
    base = created;
    // The product's own address, as PUBLIC_URL names it in production.
    ctx = await created.withConfig({
      staticApps: { site: SITE_DIST },
      publicUrl: 'https://hochzeit.example',
    });
    const login = await ctx.loginAs('user');
    owner = login.client;
    premium = await ctx.createWedding({
      memberIds: [login.user.id],
      isPremium: true,
      brideName: 'Anna',
      groomName: 'Ben',
      accessCode: 'ABCD2345',
    });
    standard = await ctx.createWedding({ memberIds: [login.user.id] });
    staff = (await ctx.loginAs('admin')).client;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const setDomain = (client: TestClient, wedding: CreatedWedding, customDomain: string | null) =>
    client.put(`/api/weddings/${wedding.id}/custom-domain`, { customDomain });

  describe('setting the domain', () => {
    it('a premium couple sets it as pasted and reads it back normalised; the activity feed names it', async () => {
      const domain = freshDomain();
      const res = await setDomain(owner, premium, `  https://${domain.toUpperCase()}/ `);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ customDomain: domain });
      const detail = await owner.get(`/api/weddings/${premium.id}`);
      expect(detail.body.wedding.customDomain).toBe(domain);
      const activity = await owner.get(`/api/weddings/${premium.id}/activity?area=content`);
      expect(activity.body.data[0]).toMatchObject({ action: 'wedding.domainChanged', subject: domain });
    });

    it('null removes it (and says so in the feed)', async () => {
      await setDomain(owner, premium, freshDomain());
      const res = await setDomain(owner, premium, null);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ customDomain: null });
      const activity = await owner.get(`/api/weddings/${premium.id}/activity?area=content`);
      expect(activity.body.data[0]).toMatchObject({ action: 'wedding.domainRemoved' });
    });

    it('refuses a standard plan, a domain that is no domain, the product’s own names and a taken domain', async () => {
      const standardAnswer = await setDomain(owner, standard, freshDomain());
      expect(standardAnswer.status).toBe(403);
      expect(standardAnswer.body.error).toBe('premiumRequired');

      const invalid = await setDomain(owner, premium, 'anna.de/hochzeit');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        error: 'validationFailed',
        // In the caller's language (German when the request names none).
        details: { customDomain: translate('validation.customDomainInvalid', 'de') },
      });

      for (const reserved of ['hochzeit.example', 'anna.hochzeit.example']) {
        const res = await setDomain(owner, premium, reserved);
        expect(res.status, reserved).toBe(400);
        expect(res.body.error).toBe('customDomainReserved');
      }

      const taken = freshDomain();
      const other = await ctx.createWedding({ memberIds: [], isPremium: true });
      await ctx.prisma.wedding.update({ where: { id: other.id }, data: { customDomain: taken } });
      const conflict = await setDomain(owner, premium, taken);
      expect(conflict.status).toBe(409);
      expect(conflict.body.error).toBe('customDomainTaken');
    });

    it('staff set it for any plan through the admin, audited; the admin detail shows it', async () => {
      const domain = freshDomain();
      const res = await staff.patch(`/api/admin/weddings/${standard.id}`, { customDomain: domain });
      expect(res.status).toBe(200);
      expect(res.body.data.customDomain).toBe(domain);
      const detail = await staff.get(`/api/admin/weddings/${standard.id}`);
      expect(detail.body.data.customDomain).toBe(domain);
      const audit = await ctx.prisma.auditLog.findFirst({
        where: { entityId: standard.id, action: 'wedding.update' },
        orderBy: { createdAt: 'desc' },
      });
      expect(audit?.after).toEqual({ customDomain: domain });
      const taken = await staff.patch(`/api/admin/weddings/${premium.id}`, { customDomain: domain });
      expect(taken.status).toBe(409);
      expect((await staff.patch(`/api/admin/weddings/${standard.id}`, { customDomain: null })).status).toBe(
        200,
      );
    });
  });

  describe('GET /api/domains/allowed (the TLS proxy asks before issuing a certificate)', () => {
    it("answers 200 only for an active wedding's domain", async () => {
      const domain = freshDomain();
      await setDomain(owner, premium, domain);
      const anyone = ctx.client();
      const allowed = await anyone.get(`/api/domains/allowed?domain=${domain.toUpperCase()}`);
      expect(allowed.status).toBe(200);
      expect(allowed.body).toEqual({ domain });
      const unknown = await anyone.get('/api/domains/allowed?domain=nobody-marries-here.de');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('domainNotFound');
      expect((await anyone.get('/api/domains/allowed')).status).toBe(400);

      await ctx.prisma.wedding.update({ where: { id: premium.id }, data: { isActive: false } });
      try {
        expect((await anyone.get(`/api/domains/allowed?domain=${domain}`)).status).toBe(404);
      } finally {
        await ctx.prisma.wedding.update({ where: { id: premium.id }, data: { isActive: true } });
      }
    });
  });

  describe('requests for the domain', () => {
    let domain: string;
    const onDomain = (extra: Record<string, string> = {}) => ({
      Host: domain,
      Accept: 'text/html',
      ...extra,
    });

    it('serve the site at / and /{locale}: the door first, then the site once the code is entered', async () => {
      domain = freshDomain();
      await setDomain(owner, premium, domain);
      const guest = ctx.client();
      const door = await guest.get('/', onDomain());
      expect(door.status).toBe(200);
      expect(embeddedScreen(door.text)).toBe('access');
      expect(door.text).toContain('Anna');

      const admitted = await guest.post(
        `/api/public/weddings/${premium.slug}/access`,
        { accessCode: 'ABCD2345' },
        { Host: domain, Origin: `http://${domain}` },
      );
      expect(admitted.status).toBe(200);
      // The grant belongs to the host that set it: no Domain attribute widens it.
      expect(setCookies(admitted).length).toBeGreaterThan(0);
      for (const cookie of setCookies(admitted)) expect(cookie).not.toMatch(/;\s*domain=/i);

      const site = await guest.get('/en', onDomain());
      expect(site.status).toBe(200);
      expect(embeddedScreen(site.text)).toBe('site');
      expect(htmlLang(site.text)).toBe('en');
      const manage = await guest.get('/pl/rsvp/manage', onDomain());
      expect(embeddedScreen(manage.text)).toBe('rsvpManage');
    });

    it("redirect the product's addresses of the same site to the short ones", async () => {
      const guest = ctx.client();
      const res = await guest.get(`/en/w/${premium.slug}?x=1`, onDomain());
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/en?x=1');
      const manage = await guest.get(`/w/${premium.slug}/rsvp/manage`, onDomain());
      expect(manage.headers.location).toBe('/rsvp/manage');
      const unknownLocale = await guest.get('/fr', onDomain());
      expect(unknownLocale.status).toBe(302);
      expect(unknownLocale.headers.location).toBe(`/de/w/${premium.slug}`);
    });

    it('reach nothing but the site: other weddings, the dashboard and the private API are not found there', async () => {
      const guest = ctx.client();
      const other = await guest.get(`/en/w/${standard.slug}`, onDomain());
      expect(other.status).toBe(404);
      const dashboard = await guest.get('/dashboard', onDomain());
      expect(dashboard.status).toBe(404);
      expect(dashboard.text).toContain('<h1>');
      const api = await owner.get('/api/weddings', { Host: domain });
      expect(api.status).toBe(404);
      expect(api.body.error).toBe('notFound');
      expect((await guest.get('/api/auth/csrf', { Host: domain })).status).toBe(200);
    });

    it('stop once the domain is removed, while the product keeps serving the site', async () => {
      await setDomain(owner, premium, null);
      const guest = ctx.client();
      const gone = await guest.get('/', onDomain());
      expect(gone.status).toBe(404);
      const product = await guest.get(`/de/w/${premium.slug}`, { Accept: 'text/html' });
      expect(product.status).toBe(200);
    });
  });

  it('an unknown host gets the not-found page in the visitor’s language; health checks answer on any host', async () => {
    const client = base.client();
    const page = await client.get('/', {
      Host: 'nobody-marries-here.de',
      Accept: 'text/html',
      'Accept-Language': 'en',
    });
    expect(page.status).toBe(404);
    expect(page.text).toContain('<html lang="en">');
    expect((await client.get('/api/weddings', { Host: 'nobody-marries-here.de' })).status).toBe(404);
    expect((await client.get('/api/health', { Host: 'internal-probe.cluster.local' })).status).toBe(200);
    // IP addresses and the product's names are the product.
    expect((await client.get('/api/auth/csrf', { Host: '10.0.0.7:3000' })).status).toBe(200);
    expect((await client.get('/api/auth/csrf', { Host: 'localhost' })).status).toBe(200);
  });
});
