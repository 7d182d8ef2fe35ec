import type { Locale } from '@wedding/core';
import type { AdminTextCatalogue } from './catalogue/de';

/**
 * Target of `#preloaded-admin-text` under the `wedding-lean` condition (the app's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadAdminLocale` fetches.
 */
export const preloadedAdminText: Partial<Record<Locale, AdminTextCatalogue>> = {};
