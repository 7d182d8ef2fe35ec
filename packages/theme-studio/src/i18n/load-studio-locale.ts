import type { Locale } from '@wedding/core';
import type { StudioMessages } from './messages';
import { registeredStudioMessages, registerStudioMessages } from './registry';

/** One dynamic import per locale, so a bundler emits each catalogue as its own chunk. */
const loaders: Record<Locale, () => Promise<StudioMessages>> = {
  de: () => import('./locales/de.json').then((module) => module.default),
  en: () => import('./locales/en.json').then((module) => module.default),
  pl: () => import('./locales/pl.json').then((module) => module.default),
  tr: () => import('./locales/tr.json').then((module) => module.default),
  hi: () => import('./locales/hi.json').then((module) => module.default),
  es: () => import('./locales/es.json').then((module) => module.default),
};

/**
 * Makes the theme studio speak `locale` (its own strings; core's messages and @wedding/ui's strings have loaders
 * of their own). Needed only in a bundle built with the `wedding-lean` condition; elsewhere it resolves at once.
 */
export async function loadStudioLocale(locale: Locale): Promise<void> {
  if (registeredStudioMessages(locale)) return;
  registerStudioMessages(locale, await loaders[locale]());
}
