import { type Locale, loadMessageLocale } from '@wedding/core';
import { loadUiLocale } from '@wedding/ui';
import type { SiteTextCatalogue } from './site-text/de';
import { registeredSiteTextOf, registerSiteText } from './site-text-registry';

/** One dynamic import per locale, so a bundler emits each locale's site strings as their own chunk. */
const siteTextLoaders: Record<Locale, () => Promise<SiteTextCatalogue>> = {
  de: () => import('./site-text/de').then((module) => module.siteText),
  en: () => import('./site-text/en').then((module) => module.siteText),
  pl: () => import('./site-text/pl').then((module) => module.siteText),
  tr: () => import('./site-text/tr').then((module) => module.siteText),
  hi: () => import('./site-text/hi').then((module) => module.siteText),
  es: () => import('./site-text/es').then((module) => module.siteText),
};

async function loadSiteTextLocale(locale: Locale): Promise<void> {
  if (registeredSiteTextOf(locale)) return;
  registerSiteText(locale, await siteTextLoaders[locale]());
}

/**
 * Loads every string the site shows in `locale` (core messages, @wedding/ui strings, the site's own areas);
 * the browser entry awaits it before hydrating. Only a bundle built with the `wedding-lean` condition needs it:
 * elsewhere all locales are preloaded and it resolves at once.
 */
export async function loadSiteLocale(locale: Locale): Promise<void> {
  await Promise.all([loadMessageLocale(locale), loadUiLocale(locale), loadSiteTextLocale(locale)]);
}
