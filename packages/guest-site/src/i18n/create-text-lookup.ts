import { DEFAULT_LOCALE, interpolate, type Locale, type MessageParams } from '@wedding/core';

/**
 * A typed string lookup over one folder's per-locale JSON catalogues, all held in memory: for server-only text
 * (e.g. the page head). Text that reaches the browser uses `createAreaTextLookup`, which ships one locale.
 * German is the source catalogue; a missing key falls back to German, then to the key itself.
 */
export function createTextLookup<Catalogue extends Record<string, string>>(
  catalogues: Record<Locale, Catalogue>,
) {
  return function text(key: keyof Catalogue & string, locale: Locale, params?: MessageParams): string {
    const template = catalogues[locale]?.[key] ?? catalogues[DEFAULT_LOCALE]?.[key] ?? key;
    return params ? interpolate(template, params) : template;
  };
}
