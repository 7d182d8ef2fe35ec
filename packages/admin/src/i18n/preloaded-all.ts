import type { Locale } from '@wedding/core';
import { type AdminTextCatalogue, adminText as de } from './catalogue/de';
import { adminText as en } from './catalogue/en';
import { adminText as es } from './catalogue/es';
import { adminText as hi } from './catalogue/hi';
import { adminText as pl } from './catalogue/pl';
import { adminText as tr } from './catalogue/tr';

/**
 * What the admin area's text lookups know before any `loadAdminLocale`: every locale. Default target of the
 * package import `#preloaded-admin-text`, so Storybook and tests work synchronously in any language.
 */
export const preloadedAdminText: Partial<Record<Locale, AdminTextCatalogue>> = {
  de,
  en,
  pl,
  tr,
  hi,
  es,
};
