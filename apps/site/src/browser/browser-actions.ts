import {
  colorModeCookie,
  type Locale,
  localeCookie,
  rsvpManagePath,
  sitePath,
  unsubscribePath,
} from '@wedding/core';
import type { SiteActions, SitePageKind } from '../site-actions';
import { createSiteApi } from './site-api';

/** The parts of the browser the actions use (the real ones by default; tests pass their own). */
export interface BrowserEnvironment {
  location: Pick<Location, 'protocol' | 'pathname' | 'search' | 'hash' | 'assign' | 'reload'>;
  document: { cookie: string; documentElement: { dataset: DOMStringMap } };
  fetch: typeof fetch;
}

const realBrowser = (): BrowserEnvironment => ({
  location: window.location,
  document: window.document,
  fetch: (...args) => window.fetch(...args),
});

const PAGE_PATHS: Record<SitePageKind, (locale: Locale, slug: string) => string> = {
  site: sitePath,
  rsvpManage: rsvpManagePath,
  unsubscribe: unsubscribePath,
};

/**
 * The browser's side of the site: cookies, the API and full-page navigations (admission, language switch and
 * logout load a page, so the server renders the next screen with everything it needs).
 */
export function createBrowserActions(browser: BrowserEnvironment = realBrowser()): SiteActions {
  const { location, document } = browser;
  const api = createSiteApi({ fetch: browser.fetch, cookies: () => document.cookie });
  const secure = () => location.protocol === 'https:';
  // The next screen depends on the cookies only. A query is the door's notice that a personal link failed
  // (`?link=invalid`): once the guest is in or has left, it would tell the next door a stale story.
  const loadAgain = () =>
    location.search ? location.assign(`${location.pathname}${location.hash}`) : location.reload();
  return {
    changeLocale(locale, slug, page = 'site') {
      document.cookie = localeCookie(locale, secure());
      location.assign(`${PAGE_PATHS[page](locale, slug)}${location.search}${location.hash}`);
    },
    rememberColorMode(mode) {
      document.cookie = colorModeCookie(mode, secure());
      // The page canvas (server-rendered <style>) follows html's data-color-mode, like the next server render.
      if (mode === 'system') delete document.documentElement.dataset.colorMode;
      else document.documentElement.dataset.colorMode = mode;
    },
    async submitAccessCode(slug, code) {
      const outcome = await api.submitAccessCode(slug, code);
      if (outcome === 'granted') loadAgain();
      return outcome;
    },
    async logout(slug, viewer) {
      await api.logout(slug, viewer);
      loadAgain();
    },
  };
}
