import type { Locale } from '@wedding/core';
import { guestsText as de, type GuestsTextCatalogue } from './catalogue/de';
import { guestsText as en } from './catalogue/en';
import { guestsText as es } from './catalogue/es';
import { guestsText as hi } from './catalogue/hi';
import { guestsText as pl } from './catalogue/pl';
import { guestsText as tr } from './catalogue/tr';

/**
 * What the guest screens' text lookups know before any `loadGuestsLocale`: every locale. Default target of the
 * package import `#preloaded-guests-text`, so Storybook and tests work synchronously in any language.
 */
export const preloadedGuestsText: Partial<Record<Locale, GuestsTextCatalogue>> = { de, en, pl, tr, hi, es };
