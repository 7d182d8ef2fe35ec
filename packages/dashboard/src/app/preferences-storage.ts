import {
  COLOR_MODE_COOKIE,
  colorModeCookie,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localeCookie,
  parseColorModePreference,
  readCookieValue,
  type ThemePreference,
} from '@wedding/core';

const isSecure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * The language a visitor sees first: the preferred-locale cookie (docs/requirements.md B7) when set, else the first of
 * the browser's languages we offer, else German (spec: default de).
 */
export function initialLocale(cookies: string, browserLanguages: readonly string[]): Locale {
  const stored = readCookieValue(cookies, LOCALE_COOKIE.name);
  if (LOCALES.includes(stored as Locale)) return stored as Locale;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (LOCALES.includes(base as Locale)) return base as Locale;
  }
  return 'de';
}

/** The colour choice of a visitor (the same cookie the public site reads); 'system' without one. */
export function initialColorMode(cookies: string): ThemePreference {
  return parseColorModePreference(readCookieValue(cookies, COLOR_MODE_COOKIE.name));
}

/**
 * Remembers the language for every page of the product, the public site included (the cookie of
 * docs/requirements.md B7).
 */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads it on the next page (Cookie Store API is not in every browser).
  document.cookie = localeCookie(locale, isSecure());
  document.documentElement.lang = locale;
}

export function rememberColorMode(mode: ThemePreference): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads it on the next page (Cookie Store API is not in every browser).
  document.cookie = colorModeCookie(mode, isSecure());
}
