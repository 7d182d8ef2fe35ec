import type { Locale } from '@wedding/core';
import { unsubscribeCatalogue as unsubscribeDe } from '../unsubscribe/i18n/unsubscribe-de';
import { unsubscribeCatalogue as unsubscribeEn } from '../unsubscribe/i18n/unsubscribe-en';
import { unsubscribeCatalogue as unsubscribeEs } from '../unsubscribe/i18n/unsubscribe-es';
import { unsubscribeCatalogue as unsubscribeHi } from '../unsubscribe/i18n/unsubscribe-hi';
import { unsubscribeCatalogue as unsubscribePl } from '../unsubscribe/i18n/unsubscribe-pl';
import { unsubscribeCatalogue as unsubscribeTr } from '../unsubscribe/i18n/unsubscribe-tr';
import type { UnsubscribeTextCatalogue } from '../unsubscribe/unsubscribe-text';
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

/** The unsubscribe page's strings (kept apart from the site's: only that page needs them), every locale. */
export const preloadedUnsubscribeText: Partial<Record<Locale, UnsubscribeTextCatalogue>> = {
  de: { unsubscribe: unsubscribeDe },
  en: { unsubscribe: unsubscribeEn },
  pl: { unsubscribe: unsubscribePl },
  tr: { unsubscribe: unsubscribeTr },
  hi: { unsubscribe: unsubscribeHi },
  es: { unsubscribe: unsubscribeEs },
};
