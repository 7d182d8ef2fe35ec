import { colorModeCookie, localeCookie, rsvpManagePath, sitePath } from '@wedding/core';
import type { SiteActions } from '../site-actions';
import { createSiteApi } from './site-api';

/** The parts of the browser the actions use (the real ones by default; tests pass their own). */
export interface BrowserEnvironment {
  location: Pick<Location, 'protocol' | 'hash' | 'assign' | 'reload'>;
  document: { cookie: string; documentElement: { dataset: DOMStringMap } };
  fetch: typeof fetch;
}

const realBrowser = (): BrowserEnvironment => ({
  location: window.location,
  document: window.document,
  fetch: (...args) => window.fetch(...args),
});

/**
 * The browser's side of the site: cookies, the API and full-page navigations (admission, language switch and
 * logout reload the page, so the server renders the next screen with everything it needs).
 */
export function createBrowserActions(browser: BrowserEnvironment = realBrowser()): SiteActions {
  const { location, document } = browser;
  const api = createSiteApi({ fetch: browser.fetch, cookies: () => document.cookie });
  const secure = () => location.protocol === 'https:';
  return {
    changeLocale(locale, slug, page = 'site') {
      document.cookie = localeCookie(locale, secure());
      const path = page === 'rsvpManage' ? rsvpManagePath(locale, slug) : sitePath(locale, slug);
      location.assign(`${path}${location.hash}`);
    },
    rememberColorMode(mode) {
      document.cookie = colorModeCookie(mode, secure());
      // The page canvas (server-rendered <style>) follows html's data-color-mode, like the next server render.
      if (mode === 'system') delete document.documentElement.dataset.colorMode;
      else document.documentElement.dataset.colorMode = mode;
    },
    async submitAccessCode(slug, code) {
      const outcome = await api.submitAccessCode(slug, code);
      if (outcome === 'granted') location.reload();
      return outcome;
    },
    async logout(slug, viewer) {
      await api.logout(slug, viewer);
      location.reload();
    },
  };
}
