import type { Locale } from '@wedding/core';
import type { UiMessages } from './messages';
import { registeredUiMessages, registerUiMessages } from './registry';

/** One dynamic import per locale, so a bundler emits each catalogue as its own chunk. */
const messageLoaders: Record<Locale, () => Promise<UiMessages>> = {
  de: () => import('./locales/de.json').then((module) => module.default),
  en: () => import('./locales/en.json').then((module) => module.default),
  pl: () => import('./locales/pl.json').then((module) => module.default),
  tr: () => import('./locales/tr.json').then((module) => module.default),
  hi: () => import('./locales/hi.json').then((module) => module.default),
  es: () => import('./locales/es.json').then((module) => module.default),
};

/**
 * Makes the components speak `locale`. Needed only in a bundle built with the `wedding-lean` condition (the
 * public site's client), which preloads no catalogue; elsewhere every locale is there and this resolves at once.
 */
export async function loadUiLocale(locale: Locale): Promise<void> {
  if (registeredUiMessages(locale)) return;
  registerUiMessages(locale, await messageLoaders[locale]());
}
