import { DEFAULT_LOCALE, interpolate, LOCALES, type Locale, type MessageParams } from '@wedding/core';
import type { SiteTextArea, SiteTextCatalogue } from './site-text/de';
import { registeredSiteTextOf } from './site-text-registry';

type LooseCatalogue = Readonly<Record<string, string | undefined>>;

/**
 * A typed string lookup over one area of the site (`frame`, `sections`), reading the locale registry instead of
 * importing all six JSON files: in the browser build (`wedding-lean`) only the guest's locale is downloaded
 * (`loadSiteLocale`). A key missing in the locale falls back to German, then to the key itself.
 */
export function createAreaTextLookup<Area extends SiteTextArea>(area: Area) {
  return function text(
    key: keyof SiteTextCatalogue[Area] & string,
    locale: Locale,
    params?: MessageParams,
  ): string {
    const catalogue: LooseCatalogue | undefined = registeredSiteTextOf(locale)?.[area];
    const german: LooseCatalogue | undefined = registeredSiteTextOf(DEFAULT_LOCALE)?.[area];
    const template = catalogue?.[key] ?? german?.[key] ?? key;
    return params ? interpolate(template, params) : template;
  };
}

/**
 * Whether `area` has a text for `key` (data-driven keys such as amenities). Every locale has the same keys (the
 * catalogue tests check that), so whichever locale is registered answers: in the browser that is the page's one.
 */
export function hasAreaText(area: SiteTextArea, key: string): boolean {
  for (const locale of LOCALES) {
    const catalogue = registeredSiteTextOf(locale)?.[area];
    if (catalogue) return Object.hasOwn(catalogue, key);
  }
  return false;
}
