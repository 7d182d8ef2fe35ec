import type { Locale } from '@wedding/core';
import type { UnsubscribeTextCatalogue } from '../unsubscribe/unsubscribe-text';
import type { SiteTextCatalogue } from './site-text/de';

/**
 * Target of `#preloaded-site-text` under the `wedding-lean` condition (the site's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadSiteLocale` fetches.
 */
export const preloadedSiteText: Partial<Record<Locale, SiteTextCatalogue>> = {};

/** The unsubscribe page's strings: none either; that page loads its locale (`loadUnsubscribeText`). */
export const preloadedUnsubscribeText: Partial<Record<Locale, UnsubscribeTextCatalogue>> = {};
