import type { Locale } from '@wedding/core';
import { type DashboardTextCatalogue, dashboardText as de } from './catalogue/de';
import { dashboardText as en } from './catalogue/en';
import { dashboardText as es } from './catalogue/es';
import { dashboardText as hi } from './catalogue/hi';
import { dashboardText as pl } from './catalogue/pl';
import { dashboardText as tr } from './catalogue/tr';

/**
 * What the dashboard's text lookups know before any `loadDashboardLocale`: every locale. Default target of the
 * package import `#preloaded-dashboard-text`, so Storybook and tests work synchronously in any language.
 */
export const preloadedDashboardText: Partial<Record<Locale, DashboardTextCatalogue>> = {
  de,
  en,
  pl,
  tr,
  hi,
  es,
};
