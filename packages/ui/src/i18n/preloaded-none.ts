import type { Locale } from '@wedding/core';
import type { UiMessages } from './messages';

/**
 * Target of `#preloaded-ui-messages` under the `wedding-lean` condition: nothing is preloaded, so a client bundle
 * ships only the locale it loads with `loadUiLocale` instead of all six catalogues.
 */
export const preloadedUiMessages: Partial<Record<Locale, UiMessages>> = {};
