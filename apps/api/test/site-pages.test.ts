import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuildPaths } from '../src/http/site-pages.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** The real site build (turbo builds @wedding/site before these tests: see turbo.json `@wedding/api#test`). */
const SITE_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

type EmbeddedState = {
  screen: 'site' | 'access' | 'rsvpManage' | 'error';
  locale: string;
  colorMode: string;
  viewer?: string;
  account?: { username: string; role: string };
  errorType?: string;
  card?: { slug: string; brideName: string | null; groomName: string | null };
  customization?: { theme: unknown } | null;
  wedding?: { slug: string; brideName: string; groomName: string };
};

function embeddedState(html: string): EmbeddedState {
  const match = /<script type="application\/json" id="wedding-site-state">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no embedded state in the page');
  return JSON.parse(match[1]) as EmbeddedState;
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The server-rendered header island (everything up to the end of its <header>). */
function headerMarkup(html: string): string {
  const start = html.indexOf('data-island="header"');
  if (start < 0) throw new Error('no header island in the page');
  return html.slice(start, html.indexOf('</header>', start));
}
/** The user menu's button: only a signed-in member's header has one. */
const USER_MENU_BUTTON = 'aria-haspopup="menu"';

describe.each(TEST_DATABASES)('server-rendered public site (%s)', (db) => {
  let base: TestContext;
  let ctx: TestContext;
  let wedding: CreatedWedding;

  withTestContext(db, async (created) => {
    base = created;
    ctx = await created.withConfig({ staticApps: { site: SITE_DIST } });
    const owner = await ctx.createUser();
    wedding = await ctx.createWedding({
      memberIds: [owner.id],
      brideName: 'Anna',
      groomName: 'Ben',
      accessCode: 'ABCD2345',
    });
    await ctx.prisma.weddingInfo.updateMany({
      where: { weddingId: wedding.id, locale: 'de' },
      data: { welcomeTitle: 'Herzlich willkommen zu unserem Fest' },
    });
  });

  // Runs before withTestContext's own afterAll (hooks unwind in reverse), so the second server stops first.
  afterAll(async () => {
    await ctx?.close();
  });

  beforeAll(() => {
    const { template, serverEntry } = siteBuildPaths(SITE_DIST);
    if (!existsSync(template) || !existsSync(serverEntry)) {
      throw new Error(`Build the site first: npx -y pnpm@10 --filter @wedding/site build (${SITE_DIST})`);
    }
  });

  const page = async (client: TestClient, url: string, headers: Record<string, string> = {}) => {
    const res = await client.get(url, headers);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res;
  };

  it('without admission: the access page with the couple on the card, private and uncached, with a CSRF cookie', async () => {
    const res = await page(ctx.client(), `/de/w/${wedding.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers['content-language']).toBe('de');
    expect(String(res.headers['set-cookie'])).toMatch(/wedding_csrf=/);
    const state = embeddedState(res.text);
    expect(state).toMatchObject({
      screen: 'access',
      locale: 'de',
      card: { brideName: 'Anna', groomName: 'Ben' },
    });
    // The door already wears the couple's theme.
    expect(state.customization?.theme).toBeDefined();
    expect(htmlLang(res.text)).toBe('de');
    expect(res.text).toContain('<title>Hochzeit von Anna &amp; Ben</title>');
    // The card is rendered on the server, not only embedded.
    const body = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(body.slice(0, body.indexOf('<script'))).toMatch(/Anna/);
    expect(res.text).not.toContain('Herzlich willkommen zu unserem Fest');
    expect(res.text).not.toContain('ABCD2345');
  });

  it('an unknown slug looks like a private wedding (the page does not reveal which slugs exist)', async () => {
    const res = await page(ctx.client(), '/en/w/nobody-marries-here');
    expect(res.status).toBe(200);
    expect(embeddedState(res.text)).toMatchObject({
      screen: 'access',
      card: { slug: 'nobody-marries-here', brideName: null, groomName: null },
      customization: null,
    });
    expect(res.text).toContain('<title>Private wedding</title>');
  });

  it("the guest's private RSVP page: the door's card and theme without admission, no view counted", async () => {
    const views = async () =>
      (await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } })).viewsTotal;
    const before = await views();
    const res = await page(ctx.client(), `/es/w/${wedding.slug}/rsvp/manage`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const state = embeddedState(res.text);
    expect(state).toMatchObject({
      screen: 'rsvpManage',
      locale: 'es',
      card: { brideName: 'Anna', groomName: 'Ben' },
    });
    expect(state.customization?.theme).toBeDefined();
    expect(res.text).toContain('<title>Tu respuesta</title>');
    expect(res.text).not.toContain('ABCD2345');
    expect(await views()).toBe(before);
    // Without a locale the cookie's (else German) is taken, as for the site itself.
    expect(embeddedState((await page(ctx.client(), `/w/${wedding.slug}/rsvp/manage`)).text).locale).toBe(
      'de',
    );
  });

  it('after the right code: the whole site, server-rendered with its data, no access code, one view counted', async () => {
    const guest = ctx.client();
    expect(
      (await guest.post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 'ABCD2345' })).status,
    ).toBe(200);
    const before = (await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } })).viewsTotal;
    const res = await page(guest, `/de/w/${wedding.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const state = embeddedState(res.text);
    expect(state).toMatchObject({
      screen: 'site',
      locale: 'de',
      viewer: 'guest',
      wedding: { slug: wedding.slug, brideName: 'Anna', groomName: 'Ben' },
    });
    expect(state.account).toBeUndefined();
    expect(headerMarkup(res.text)).not.toContain(USER_MENU_BUTTON);
    const markup = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(markup).toContain('Anna');
    expect(markup).toContain('Herzlich willkommen zu unserem Fest');
    expect(res.text).not.toContain('ABCD2345');
    const after = (await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } })).viewsTotal;
    expect(after).toBe(before + 1);

    // Logging out closes the door again.
    expect((await guest.post(`/api/public/weddings/${wedding.slug}/logout`)).status).toBe(200);
    expect(embeddedState((await page(guest, `/de/w/${wedding.slug}`)).text).screen).toBe('access');
  });

  it('a member previews the site with their session (viewer member, their user menu, no view counted)', async () => {
    const { client, user } = await ctx.loginAs();
    await ctx.prisma.weddingMember.create({ data: { weddingId: wedding.id, userId: user.id } });
    const before = (await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } })).viewsTotal;
    const res = await page(client, `/en/w/${wedding.slug}`);
    const state = embeddedState(res.text);
    expect(state).toMatchObject({
      screen: 'site',
      viewer: 'member',
      locale: 'en',
      account: { username: user.username, role: 'user' },
    });
    // Name and role are all the page learns of the account.
    expect(Object.keys(state.account ?? {}).sort()).toEqual(['role', 'username']);
    const header = headerMarkup(res.text);
    expect(header).toContain(USER_MENU_BUTTON);
    expect(header).toContain(`>${user.username}</span>`);
    expect(header).not.toContain('>Log out</button>');
    const after = (await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } })).viewsTotal;
    expect(after).toBe(before);
  });

  it('staff preview any site with their user menu; a signed-in non-member admitted by code is a guest', async () => {
    const { client: admin, user: adminUser } = await ctx.loginAs('admin');
    const staff = embeddedState((await page(admin, `/de/w/${wedding.slug}`)).text);
    expect(staff).toMatchObject({
      screen: 'site',
      viewer: 'member',
      account: { username: adminUser.username, role: 'admin' },
    });

    // A couple invited to someone else's wedding: signed in, but there as a guest.
    const { client: visitor } = await ctx.loginAs();
    expect(embeddedState((await page(visitor, `/de/w/${wedding.slug}`)).text).screen).toBe('access');
    expect(
      (await visitor.post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 'ABCD2345' })).status,
    ).toBe(200);
    const res = await page(visitor, `/de/w/${wedding.slug}`);
    const state = embeddedState(res.text);
    expect(state).toMatchObject({ screen: 'site', viewer: 'guest' });
    expect(state.account).toBeUndefined();
    const header = headerMarkup(res.text);
    expect(header).not.toContain(USER_MENU_BUTTON);
    expect(header).toContain('>Abmelden</button>');
  });

  it('/w/{slug} takes the language from the preferred-locale cookie, else German', async () => {
    const withCookie = await page(ctx.client(), `/w/${wedding.slug}`, { Cookie: 'preferred-locale=tr' });
    expect(htmlLang(withCookie.text)).toBe('tr');
    expect(embeddedState(withCookie.text).locale).toBe('tr');
    const without = await page(ctx.client(), `/w/${wedding.slug}`);
    expect(embeddedState(without.text).locale).toBe('de');
    const tampered = await page(ctx.client(), `/w/${wedding.slug}`, { Cookie: 'preferred-locale=xx' });
    expect(embeddedState(tampered.text).locale).toBe('de');
    // The path's locale wins over the cookie.
    const explicit = await page(ctx.client(), `/es/w/${wedding.slug}`, { Cookie: 'preferred-locale=tr' });
    expect(embeddedState(explicit.text).locale).toBe('es');
  });

  it('the preferred-color-mode cookie is rendered on the first paint', async () => {
    const dark = await page(ctx.client(), `/de/w/${wedding.slug}`, { Cookie: 'preferred-color-mode=dark' });
    expect(embeddedState(dark.text).colorMode).toBe('dark');
    expect(dark.text).toMatch(/<html[^>]*data-color-mode="dark"/);
    const odd = await page(ctx.client(), `/de/w/${wedding.slug}`, { Cookie: 'preferred-color-mode=neon' });
    expect(embeddedState(odd.text).colorMode).toBe('system');
    expect(odd.text).not.toMatch(/<html[^>]*data-color-mode=/);
  });

  it('without a stored choice the page follows the device: system mode with a prefers-color-scheme rule', async () => {
    const res = await page(ctx.client(), `/de/w/${wedding.slug}`, {
      'Sec-CH-Prefers-Color-Scheme': '"light"',
    });
    expect(embeddedState(res.text).colorMode).toBe('system');
    expect(res.text).toMatch(/@media \(prefers-color-scheme: dark\)/);
    const chosen = await page(ctx.client(), `/de/w/${wedding.slug}`, {
      Cookie: 'preferred-color-mode=light',
    });
    expect(embeddedState(chosen.text).colorMode).toBe('light');
    expect(chosen.text).not.toMatch(/@media \(prefers-color-scheme: dark\)/);
  });

  it('a locale we do not offer redirects to the preferred or default one, keeping the query', async () => {
    const res = await ctx.client().get(`/fr/w/${wedding.slug}?from=mail`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/de/w/${wedding.slug}?from=mail`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const preferred = await ctx.client().get(`/fr/w/${wedding.slug}`, { Cookie: 'preferred-locale=pl' });
    expect(preferred.headers.location).toBe(`/pl/w/${wedding.slug}`);
  });

  it('a malformed site address answers the translated not-found page with 404', async () => {
    const res = await page(ctx.client(), '/w/not_a*slug', { Cookie: 'preferred-locale=en' });
    expect(res.status).toBe(404);
    expect(embeddedState(res.text)).toMatchObject({
      screen: 'error',
      errorType: 'wedding_not_found',
      locale: 'en',
    });
    expect(res.text).toContain('<title>Wedding not found</title>');
  });

  it('the same database without the site build still serves the API (the site is optional)', async () => {
    expect((await base.client().get('/api/health')).status).toBe(200);
    expect((await base.client().get(`/de/w/${wedding.slug}`)).status).toBe(404);
  });
});
