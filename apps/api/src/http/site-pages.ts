import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLOR_MODE_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@wedding/core';
import express, { type Express, type Request, type Response } from 'express';
import { setGuestGrant } from '../auth/guest-grant.js';
import { householdOfToken, setHouseholdCookie } from '../auth/household-access.js';
import { findGuestAccess } from '../auth/middleware.js';
import { loadSessionUser } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { type AmbientCookieTest, csrfProtection } from '../security/csrf.js';
import { loadWeddingCard, localeFrom } from '../site/public-view.js';
import { siteViewFor } from '../site/site-view-for.js';
import { readCookie } from './cookies.js';
import { defaultErrorLogger } from './errors.js';
import type { ColorModePreference, SitePageState, SiteServerBundle } from './site-page-state.js';

/** Paths of the public site (spec: /w/{slug} and /{locale}/w/{slug}; + /rsvp/manage, the guest's own RSVP). */
const SITE_PATHS = ['/w/*rest', '/:locale/w/*rest'];

/** A household's personal link (`households/household-link-token.ts`): admits the guest, then shows the site. */
const PERSONAL_LINK_PATHS = ['/w/:slug/i/:token', '/:locale/w/:slug/i/:token'];
/** Where a revoked, forged or mistyped personal link lands: the code screen, which says so. */
const PERSONAL_LINK_INVALID_QUERY = 'link=invalid';

const ONE_YEAR_SECONDS = 31_536_000;

/** The built site: dist/client (template, hashed assets) and dist/server/entry-server.js (the renderer). */
export function siteBuildPaths(siteDir: string) {
  return {
    clientDir: path.join(siteDir, 'client'),
    template: path.join(siteDir, 'client', 'index.html'),
    serverEntry: path.join(siteDir, 'server', 'entry-server.js'),
  };
}

export function isSiteBuilt(siteDir: string | undefined): siteDir is string {
  if (!siteDir) return false;
  const paths = siteBuildPaths(siteDir);
  return existsSync(paths.template) && existsSync(paths.serverEntry);
}

/**
 * The guest's stored choice, else 'system': the page then paints the device's scheme through a
 * prefers-color-scheme rule on the first paint (no client hint needed) and keeps following it.
 */
function colorModeFrom(req: Request): ColorModePreference {
  const value = readCookie(req, COLOR_MODE_COOKIE.name);
  return value === 'light' || value === 'dark' ? value : 'system';
}

function cookieLocale(req: Request): Locale | undefined {
  const value = readCookie(req, LOCALE_COOKIE.name);
  return value === undefined ? undefined : localeFrom(value);
}

/**
 * Server-renders the public site. For `/{locale}/w/{slug}` and `/w/{slug}` (locale from the preferred-locale
 * cookie, else German) it decides access exactly like GET /api/public/weddings/:slug (a guest grant, or a
 * member/admin session as preview), loads the same data (counting a guest's view), and renders the site;
 * otherwise the access-code page with the card (an unknown or closed slug looks like a private wedding).
 * A locale we do not offer (`/fr/w/anna`) redirects to the cookie's locale or German. Pages depend on cookies:
 * `Cache-Control: private, no-store` and `Vary: Cookie`. The built assets are immutable for a year.
 */
export function serveSitePages(
  app: Express,
  deps: AppDeps,
  siteDir: string,
  isGrantCookie: AmbientCookieTest,
): void {
  const { clientDir, serverEntry } = siteBuildPaths(siteDir);
  // Loaded on first use: the API starts (and its tests run) without importing React at all.
  type LoadedSite = { bundle: SiteServerBundle; render: ReturnType<SiteServerBundle['createSiteRenderer']> };
  let loading: Promise<LoadedSite> | undefined;
  const load = () => {
    loading ??= (import(pathToFileURL(serverEntry).href) as Promise<SiteServerBundle>)
      .then((bundle) => ({ bundle, render: bundle.createSiteRenderer(clientDir) }))
      .catch((error: unknown) => {
        // A failed load (a build being replaced) is retried by the next request instead of sticking.
        loading = undefined;
        throw error;
      });
    return loading;
  };

  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      index: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
    }),
  );

  app.get(PERSONAL_LINK_PATHS, async (req, res) => {
    const { bundle } = await load();
    res.setHeader('Cache-Control', 'private, no-store');
    // The token is the household's key: it must not travel on to anything the site links to.
    res.setHeader('Referrer-Policy', 'no-referrer');
    const slug = String(req.params.slug).toLowerCase().slice(0, 200);
    const locale = localeFrom(req.params.locale ?? cookieLocale(req) ?? DEFAULT_LOCALE);
    const opened = await openPersonalLink(deps, res, slug, String(req.params.token));
    res.redirect(303, `${bundle.sitePath(locale, slug)}${opened ? '' : `?${PERSONAL_LINK_INVALID_QUERY}`}`);
  });

  app.get(SITE_PATHS, loadSessionUser(deps), csrfProtection(deps.config, isGrantCookie), async (req, res) => {
    const { bundle, render } = await load();
    // Every answer here (the redirect included) depends on the cookies: never shared, never stored.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Vary', 'Cookie');
    const send = (state: SitePageState) => {
      const page = render(state);
      res.setHeader('Content-Language', state.locale);
      res.status(page.status).type('html').send(page.html);
    };
    const preferred = cookieLocale(req);
    const colorMode = colorModeFrom(req);
    const match = bundle.parseSitePath(req.path);
    if (!match) {
      send({
        screen: 'error',
        errorType: 'wedding_not_found',
        locale: preferred ?? DEFAULT_LOCALE,
        colorMode,
      });
      return;
    }
    if (match.kind === 'unknownLocale') {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(
        302,
        `${bundle.sitePath(preferred ?? DEFAULT_LOCALE, match.slug)}${query.startsWith('?') ? query : ''}`,
      );
      return;
    }
    const locale = match.locale ?? preferred ?? DEFAULT_LOCALE;
    try {
      send(
        match.kind === 'site'
          ? await loadState(deps, req, res, match.slug, locale, colorMode)
          : await loadDoorState(deps, match.kind, match.slug, locale, colorMode),
      );
    } catch (error) {
      // The guest still gets a page in their language (Retry reloads) rather than a bare 500.
      defaultErrorLogger(error, req);
      send({ screen: 'error', errorType: 'server_error', locale, colorMode });
    }
  });
}

/**
 * The guest's private RSVP page (`…/rsvp/manage#<token>`) and the unsubscribe page (`…/unsubscribe#<token>`): the
 * token stays in the fragment, so the server only knows the wedding; it renders the card and theme anyone may see
 * at the door (no grant needed, no view counted) and the browser asks the API with the token.
 */
async function loadDoorState(
  deps: AppDeps,
  screen: 'rsvpManage' | 'unsubscribe',
  slug: string,
  locale: Locale,
  colorMode: ColorModePreference,
): Promise<SitePageState> {
  const { card, customization } = await loadWeddingCard(deps.prisma, slug, locale);
  return { screen, locale, colorMode, card, customization };
}

async function loadState(
  deps: AppDeps,
  req: Request,
  res: Response,
  slug: string,
  locale: Locale,
  colorMode: ColorModePreference,
): Promise<SitePageState> {
  const user = res.locals.user;
  const access = await findGuestAccess(deps, req, user, slug);
  if (access.outcome === 'grant' || access.outcome === 'member') {
    return {
      screen: 'site',
      locale,
      colorMode,
      wedding: await siteViewFor(deps, req, access.outcome, access.wedding.id, locale),
      now: deps.now().toISOString(),
      // Only a member or staff gets the header's user menu; their name and role are all the page needs of the account.
      ...(access.outcome === 'member' && user
        ? { viewer: 'member' as const, account: { username: user.username, role: user.role } }
        : { viewer: 'guest' as const }),
    };
  }
  const { card, customization, background } = await loadWeddingCard(deps.prisma, slug, locale);
  const linkInvalid = req.originalUrl.includes(`?${PERSONAL_LINK_INVALID_QUERY}`);
  return {
    screen: 'access',
    locale,
    colorMode,
    card,
    customization,
    background,
    ...(linkInvalid ? { notice: 'personalLinkInvalid' as const } : {}),
  };
}

/**
 * A household's personal link: for an open site and a token that is still the household's, the guest is admitted
 * (the grant, as with the access code) and the link is remembered for the RSVP. Answers whether it was.
 */
async function openPersonalLink(deps: AppDeps, res: Response, slug: string, token: string): Promise<boolean> {
  if (token.length > 120) return false;
  const wedding = await deps.prisma.wedding.findUnique({
    where: { slug },
    select: { id: true, accessCode: true, isActive: true },
  });
  if (!wedding?.isActive) return false;
  if (!(await householdOfToken(deps, wedding.id, token))) return false;
  setGuestGrant(res, deps.config, wedding, deps.now());
  setHouseholdCookie(res, deps.config, wedding.id, token);
  return true;
}
