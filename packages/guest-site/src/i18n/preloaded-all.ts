import type { Locale } from '@wedding/core';
import { siteText as de, type SiteTextCatalogue } from './site-text/de';
import { siteText as en } from './site-text/en';
import { siteText as es } from './site-text/es';
import { siteText as hi } from './site-text/hi';
import { siteText as pl } from './site-text/pl';
import { siteText as tr } from './site-text/tr';

/**
 * What the site's text lookups know before any `loadSiteLocale`: every locale. Default target of the package
 * import `#preloaded-site-text`, so the server render, Storybook and tests work synchronously in any language.
 */
export const preloadedSiteText: Partial<Record<Locale, SiteTextCatalogue>> = { de, en, pl, tr, hi, es };
