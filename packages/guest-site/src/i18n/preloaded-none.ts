import type { Locale } from '@wedding/core';
import type { SiteTextCatalogue } from './site-text/de';

/**
 * Target of `#preloaded-site-text` under the `wedding-lean` condition (the site's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadSiteLocale` fetches.
 */
export const preloadedSiteText: Partial<Record<Locale, SiteTextCatalogue>> = {};
