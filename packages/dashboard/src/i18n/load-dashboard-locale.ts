import { type Locale, loadMessageLocale } from '@wedding/core';
import { loadSiteLocale } from '@wedding/guest-site';
import { loadStudioLocale } from '@wedding/theme-studio';
import { loadUiLocale } from '@wedding/ui';
import type { DashboardTextCatalogue } from './catalogue/de';
import { dashboardTextRegistry } from './dashboard-text';

/** One dynamic import per locale, so the app's bundler emits each locale's strings as their own chunk. */
const dashboardTextLoaders: Record<Locale, () => Promise<DashboardTextCatalogue>> = {
  de: () => import('./catalogue/de').then((module) => module.dashboardText),
  en: () => import('./catalogue/en').then((module) => module.dashboardText),
  pl: () => import('./catalogue/pl').then((module) => module.dashboardText),
  tr: () => import('./catalogue/tr').then((module) => module.dashboardText),
  hi: () => import('./catalogue/hi').then((module) => module.dashboardText),
  es: () => import('./catalogue/es').then((module) => module.dashboardText),
};

/**
 * Loads every string the dashboard shows in `locale` (core messages, @wedding/ui strings, the dashboard's own
 * areas). The app awaits it before the first render and before switching language. Only a bundle built with the
 * `wedding-lean` condition needs it: elsewhere all locales are preloaded and it resolves at once.
 */
export async function loadDashboardLocale(locale: Locale): Promise<void> {
  const loadOwnText = async () => {
    if (!dashboardTextRegistry.registered(locale)) {
      dashboardTextRegistry.register(locale, await dashboardTextLoaders[locale]());
    }
  };
  // The design screens show the theme studio and the guest site's own pages (their previews).
  await Promise.all([
    loadMessageLocale(locale),
    loadUiLocale(locale),
    loadOwnText(),
    loadStudioLocale(locale),
    loadSiteLocale(locale),
  ]);
}
