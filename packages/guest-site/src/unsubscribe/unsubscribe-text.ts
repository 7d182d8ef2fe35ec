import { createAreaTextRegistry, type Locale } from '@wedding/core';
import { preloadedUnsubscribeText } from '#preloaded-site-text';
import type { UnsubscribeCatalogue } from './i18n/unsubscribe-de';

/** The unsubscribe page's strings as an area catalogue (`unsubscribe`), the shape of core's area registries. */
export type UnsubscribeTextCatalogue = { unsubscribe: UnsubscribeCatalogue };
export type UnsubscribeTextKey = keyof UnsubscribeCatalogue;

/**
 * Not one of the site's areas (`loadSiteLocale`): every guest page loads those in its first view, and only this
 * rarely opened page needs these, so they come in their own chunk per locale (`loadUnsubscribeText`).
 */
const registry = createAreaTextRegistry<UnsubscribeTextCatalogue>(preloadedUnsubscribeText);

const loaders: Record<Locale, () => Promise<UnsubscribeCatalogue>> = {
  de: () => import('./i18n/unsubscribe-de').then((module) => module.unsubscribeCatalogue),
  en: () => import('./i18n/unsubscribe-en').then((module) => module.unsubscribeCatalogue),
  pl: () => import('./i18n/unsubscribe-pl').then((module) => module.unsubscribeCatalogue),
  tr: () => import('./i18n/unsubscribe-tr').then((module) => module.unsubscribeCatalogue),
  hi: () => import('./i18n/unsubscribe-hi').then((module) => module.unsubscribeCatalogue),
  es: () => import('./i18n/unsubscribe-es').then((module) => module.unsubscribeCatalogue),
};

/** A string of the unsubscribe page; falls back to German, then to the key, like every site text. */
export const unsubscribeText = registry.lookup('unsubscribe');

/**
 * Makes the page's strings in `locale` available: the site's browser build (nothing preloaded) awaits it before
 * hydrating the page, so the first client render equals the server's. Resolves at once where all are preloaded.
 */
export async function loadUnsubscribeText(locale: Locale): Promise<void> {
  if (registry.registered(locale)) return;
  registry.register(locale, { unsubscribe: await loaders[locale]() });
}
