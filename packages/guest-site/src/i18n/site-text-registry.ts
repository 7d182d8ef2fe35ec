// Resolved through package.json "imports": all six locales by default, none under the `wedding-lean` condition.

import { createAreaTextRegistry, type Locale } from '@wedding/core';
import { preloadedSiteText } from '#preloaded-site-text';
import type { SiteTextCatalogue } from './site-text/de';

const siteTextRegistry = createAreaTextRegistry<SiteTextCatalogue>(preloadedSiteText);

/** Every area's strings in `locale`, or undefined while that locale is neither preloaded nor loaded. */
export function registeredSiteTextOf(locale: Locale): SiteTextCatalogue | undefined {
  return siteTextRegistry.registered(locale);
}

export const registerSiteText = siteTextRegistry.register;
export const siteTextLookup = siteTextRegistry.lookup;
export const hasSiteText = siteTextRegistry.has;
