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
 * The strings every dashboard page shows in `locale`: core messages, @wedding/ui strings and the dashboard's own
 * areas. An app that loads strings per area awaits it before the first render and opens the design screens' strings
 * (`loadDesignLocale`) with their pages.
 */
export async function loadDashboardShellLocale(locale: Locale): Promise<void> {
  const loadOwnText = async () => {
    if (!dashboardTextRegistry.registered(locale)) {
      dashboardTextRegistry.register(locale, await dashboardTextLoaders[locale]());
    }
  };
  await Promise.all([loadMessageLocale(locale), loadUiLocale(locale), loadOwnText()]);
}

/**
 * The design screens' extra strings in `locale`: theme, customize, content and gallery show the theme studio and the
 * guest site's own pages (their previews), whose strings live in those packages.
 */
export async function loadDesignLocale(locale: Locale): Promise<void> {
  await Promise.all([loadStudioLocale(locale), loadSiteLocale(locale)]);
}

/**
 * Loads every string the dashboard shows in `locale` (core messages, @wedding/ui strings, the dashboard's own
 * areas, the design screens' theme studio and guest site). Only a bundle built with the `wedding-lean` condition
 * needs it: elsewhere all locales are preloaded and it resolves at once.
 */
export async function loadDashboardLocale(locale: Locale): Promise<void> {
  await Promise.all([loadDashboardShellLocale(locale), loadDesignLocale(locale)]);
}
