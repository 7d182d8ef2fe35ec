import type { Locale } from '@wedding/core';
import type { GuestsTextCatalogue } from './catalogue/de';

/**
 * Target of `#preloaded-guests-text` under the `wedding-lean` condition (the app's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadGuestsLocale` fetches.
 */
export const preloadedGuestsText: Partial<Record<Locale, GuestsTextCatalogue>> = {};
