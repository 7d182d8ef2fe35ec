import type { Locale } from '@wedding/core';
import type { DashboardTextCatalogue } from './catalogue/de';

/**
 * Target of `#preloaded-dashboard-text` under the `wedding-lean` condition (the app's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadDashboardLocale` fetches.
 */
export const preloadedDashboardText: Partial<Record<Locale, DashboardTextCatalogue>> = {};
