import type { Locale } from '@wedding/core';
import type { GuestsTextCatalogue } from './catalogue/de';
import { guestsTextRegistry } from './guests-text';

/** One dynamic import per locale, so the app's bundler emits each locale's strings as their own chunk. */
const guestsTextLoaders: Record<Locale, () => Promise<GuestsTextCatalogue>> = {
  de: () => import('./catalogue/de').then((module) => module.guestsText),
  en: () => import('./catalogue/en').then((module) => module.guestsText),
  pl: () => import('./catalogue/pl').then((module) => module.guestsText),
  tr: () => import('./catalogue/tr').then((module) => module.guestsText),
  hi: () => import('./catalogue/hi').then((module) => module.guestsText),
  es: () => import('./catalogue/es').then((module) => module.guestsText),
};

/**
 * Loads the guest screens' own strings in `locale` (the app loads the dashboard's, core's and ui's beside them with
 * loadDashboardLocale). Only a bundle built with the `wedding-lean` condition needs it: elsewhere every locale is
 * preloaded and it resolves at once.
 */
export async function loadGuestsLocale(locale: Locale): Promise<void> {
  if (!guestsTextRegistry.registered(locale)) {
    guestsTextRegistry.register(locale, await guestsTextLoaders[locale]());
  }
}
