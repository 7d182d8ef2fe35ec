import { DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { siteThemeCssVars } from '@wedding/guest-site';
import { describe, expect, it } from 'vitest';
import { admittedWedding } from '../fixtures/admitted-wedding';
import type { SitePageState } from '../site-state';
import { renderSitePage } from './render-site-page';

const stateScript = (head: string) =>
  JSON.parse(
    /<script type="application\/json" id="wedding-site-state">([^<]*)<\/script>/.exec(head)?.[1] ?? 'null',
  );

const access: SitePageState = {
  screen: 'access',
  locale: 'de',
  colorMode: 'system',
  card: { slug: 'anna-und-ben', brideName: 'Anna', groomName: 'Ben' },
  customization: null,
  background: null,
};

const site: SitePageState = {
  screen: 'site',
  locale: 'en',
  colorMode: 'dark',
  wedding: admittedWedding,
  now: '2026-06-01T10:00:00.000Z',
  viewer: 'guest',
};

describe('renderSitePage', () => {
  it('renders the access page with the couple, a translated title and the state to hydrate from', () => {
    const page = renderSitePage(access);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Anna');
    expect(page.head).toContain('<title>Hochzeit von Anna &amp; Ben</title>');
    expect(stateScript(page.head)).toEqual({
      ...access,
      themeCssVars: siteThemeCssVars(DEFAULT_CUSTOMIZATION),
    });
    expect(page.htmlAttributes).toBe('lang="de"');
  });

  it("renders the guest's private RSVP page in the couple's theme, waiting for the token of the fragment", () => {
    const page = renderSitePage({
      screen: 'rsvpManage',
      locale: 'tr',
      colorMode: 'system',
      card: { slug: 'anna-und-ben', brideName: 'Anna', groomName: 'Ben' },
      customization: null,
    });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Yanıtınız</title>');
    expect(page.html).toContain('data-rsvp-manage="loading"');
    expect(page.html).toContain('Anna &amp; Ben düğünü');
    expect(page.html).toContain('href="/tr/w/anna-und-ben"');
  });

  it("renders the unsubscribe page in the couple's theme, waiting for the token of the fragment", () => {
    const page = renderSitePage({
      screen: 'unsubscribe',
      locale: 'pl',
      colorMode: 'dark',
      card: { slug: 'anna-und-ben', brideName: 'Anna', groomName: 'Ben' },
      customization: null,
    });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Rezygnacja z e-maili</title>');
    expect(page.html).toContain('data-unsubscribe="loading"');
    expect(page.html).toContain('Sprawdzamy link …');
    expect(page.html).toContain('Ślub: Anna &amp; Ben');
    expect(page.html).toContain('href="/pl/w/anna-und-ben"');
    expect(page.htmlAttributes).toBe('lang="pl" data-color-mode="dark"');
  });

  it('says at the door that a personal link failed, when the state carries that notice', () => {
    const plain = renderSitePage(access);
    const notice = renderSitePage({ ...access, locale: 'en', notice: 'personalLinkInvalid' });
    expect(plain.html).not.toContain('personal link');
    expect(notice.html).toContain('This personal link is no longer valid.');
    expect(notice.html).toMatch(/role="alert"[^>]*>This personal link is no longer valid\./);
  });

  it('greets the household a personal link admitted, by name, in the hero', () => {
    const page = renderSitePage({
      ...site,
      locale: 'de',
      wedding: { ...admittedWedding, household: { names: ['Ada', 'Byron', 'Ralph'] } },
    });
    expect(page.html).toContain('Willkommen, Ada, Byron und Ralph!');
    expect(stateScript(page.head).wedding.household).toEqual({ names: ['Ada', 'Byron', 'Ralph'] });
    expect(renderSitePage(site).html).not.toContain('data-household-greeting');
  });

  it('names a private wedding when the card has no names', () => {
    const page = renderSitePage({
      ...access,
      locale: 'es',
      card: { slug: 'x', brideName: null, groomName: null },
    });
    expect(page.head).toContain('<title>Boda privada</title>');
  });

  it('renders the admitted site with its sections and the chosen colour mode on <html>', () => {
    const page = renderSitePage(site);
    expect(page.status).toBe(200);
    for (const id of ['info', 'schedule', 'locations', 'rsvp']) expect(page.html).toContain(`id="${id}"`);
    expect(page.html).toContain('Clara');
    expect(page.head).toContain('<title>The wedding of Clara &amp; David</title>');
    expect(page.htmlAttributes).toBe('lang="en" data-color-mode="dark"');
    // The schedule's .ics links carry the guest's language (the app's calendarHref).
    const schedule = page.html.slice(page.html.indexOf('id="schedule"'));
    const links = [
      ...schedule.slice(0, schedule.indexOf('</section>')).matchAll(/href="([^"]*calendar\.ics[^"]*)"/g),
    ];
    expect(links.map((match) => match[1])).toEqual([
      '/api/public/weddings/clara-und-david/events/event-ceremony/calendar.ics?locale=en',
    ]);
  });

  it("puts a signed-in member's user menu in the header instead of the guest's logout", () => {
    const header = (html: string) =>
      html.slice(html.indexOf('data-island="header"'), html.indexOf('</header>'));
    const guest = header(renderSitePage(site).html);
    expect(guest).toContain('>Log out</button>');
    expect(guest).not.toContain('aria-haspopup="menu"');

    const account = { username: 'clara.d', role: 'admin' } as const;
    const previewed = renderSitePage({ ...site, viewer: 'member', account });
    const member = header(previewed.html);
    expect(member).toContain('aria-haspopup="menu"');
    expect(member).toContain('>clara.d</span>');
    expect(member).toContain('>CL</span>');
    expect(member).toContain('Admin</span>');
    expect(member).not.toContain('>Log out</button>');
    expect(stateScript(previewed.head)).toMatchObject({ viewer: 'member', account });
  });

  it("lists the user menu's chunks to preload on a member's page only", () => {
    const interactive = (state: SitePageState) =>
      JSON.parse(
        /<script type="application\/json" id="wedding-interactive-modules">([^<]*)<\/script>/.exec(
          renderSitePage(state, { userMenuChunkHrefs: ['/assets/user-menu-1.js'] }).head,
        )?.[1] ?? 'null',
      ).preload;
    expect(interactive(site)).not.toContain('/assets/user-menu-1.js');
    expect(
      interactive({ ...site, viewer: 'member', account: { username: 'clara.d', role: 'user' } }),
    ).toContain('/assets/user-menu-1.js');
  });

  it("embeds the couple's theme variables and paints the chosen mode's on the first render", () => {
    const { colors } = DEFAULT_CUSTOMIZATION.theme;
    const coral = {
      ...DEFAULT_CUSTOMIZATION,
      theme: {
        ...DEFAULT_CUSTOMIZATION.theme,
        colors: { ...colors, dark: { ...colors.dark, primary: 'oklch(0.75 0.14 25)' } },
      },
    };
    const wedding = { ...admittedWedding, customization: coral };
    const page = renderSitePage({ ...site, wedding });
    const { themeCssVars } = stateScript(page.head);
    expect(themeCssVars).toEqual(siteThemeCssVars(coral));
    expect(themeCssVars.dark).not.toEqual(siteThemeCssVars(DEFAULT_CUSTOMIZATION).dark);
    const [name, value] = Object.entries(themeCssVars.dark as Record<string, string>)[0] ?? [];
    expect(page.html).toContain(`${name}:${value}`);
  });

  it("paints the page canvas in the wedding's background: by the stored mode, else by the device's scheme", () => {
    const vars = siteThemeCssVars(DEFAULT_CUSTOMIZATION);
    const light = vars.light['--wed-color-background'];
    const dark = vars.dark['--wed-color-background'];
    const system = renderSitePage({ ...site, colorMode: 'system' }).head;
    expect(system).toContain(`html{background:${light}}html[data-color-mode="dark"]{background:${dark}}`);
    expect(system).toContain(
      `@media (prefers-color-scheme: dark){html:not([data-color-mode]){background:${dark}}}`,
    );
    const chosen = renderSitePage({ ...site, colorMode: 'light' });
    expect(chosen.head).not.toContain('prefers-color-scheme');
    expect(chosen.htmlAttributes).toContain('data-color-mode="light"');
  });

  it('is pure: the same state gives the same page', () => {
    expect(renderSitePage(site)).toEqual(renderSitePage(site));
  });

  it('links the stylesheets of the theme fonts and lists the locale chunks to preload', () => {
    const customization = {
      ...DEFAULT_CUSTOMIZATION,
      theme: { ...DEFAULT_CUSTOMIZATION.theme, fonts: { heading: 'Lora', body: 'Lora' } },
    };
    const page = renderSitePage(
      { ...access, customization },
      {
        fontStylesheetHref: (font) => (font === 'Lora' ? '/assets/font-lora.css' : undefined),
        localeChunkHrefs: (locale) => [`/assets/${locale}-strings.js`],
      },
    );
    expect(
      page.head.match(/<link rel="stylesheet" href="\/assets\/font-lora.css" data-font-stylesheet \/>/g),
    ).toHaveLength(1);
    // Listed for boot.ts to preload after the first paint, not linked (nothing competes with drawing the page).
    expect(page.head).toContain(
      '<script type="application/json" id="wedding-interactive-modules">{"entry":"","preload":["/assets/de-strings.js"]}</script>',
    );
    expect(page.head).not.toContain('modulepreload');
  });

  it('links the Devanagari fallback font on Hindi pages only', () => {
    const fontStylesheetHref = (font: string) =>
      font === 'Noto Sans Devanagari' ? '/assets/font-noto-sans-devanagari.css' : undefined;
    const devanagariLink =
      '<link rel="stylesheet" href="/assets/font-noto-sans-devanagari.css" data-font-stylesheet />';
    expect(renderSitePage({ ...access, locale: 'hi' }, { fontStylesheetHref }).head).toContain(
      devanagariLink,
    );
    expect(renderSitePage({ ...site, locale: 'hi' }, { fontStylesheetHref }).head).toContain(devanagariLink);
    for (const locale of ['de', 'en', 'pl', 'tr', 'es'] as const) {
      expect(renderSitePage({ ...site, locale }, { fontStylesheetHref }).head).not.toContain(devanagariLink);
    }
  });

  it('answers error pages with their status: not found 404, server error 500', () => {
    const notFound = renderSitePage({
      screen: 'error',
      locale: 'pl',
      colorMode: 'light',
      errorType: 'wedding_not_found',
    });
    expect(notFound.status).toBe(404);
    expect(notFound.head).toContain('<title>Nie znaleziono ślubu</title>');
    const failed = renderSitePage({
      screen: 'error',
      locale: 'tr',
      colorMode: 'light',
      errorType: 'server_error',
    });
    expect(failed.status).toBe(500);
  });
});
