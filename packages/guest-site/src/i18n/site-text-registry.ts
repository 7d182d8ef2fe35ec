// Resolved through package.json "imports": all six locales by default, none under the `wedding-lean` condition.

import type { Locale } from '@wedding/core';
import { preloadedSiteText } from '#preloaded-site-text';
import type { SiteTextCatalogue } from './site-text/de';

const registeredSiteText: Partial<Record<Locale, SiteTextCatalogue>> = { ...preloadedSiteText };

/** Every area's strings in `locale`, or undefined while that locale is neither preloaded nor loaded. */
export function registeredSiteTextOf(locale: Locale): SiteTextCatalogue | undefined {
  return registeredSiteText[locale];
}

export function registerSiteText(locale: Locale, catalogue: SiteTextCatalogue): void {
  registeredSiteText[locale] = catalogue;
}
