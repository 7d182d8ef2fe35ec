import { LOCALE_COOKIE, LOCALES, type Locale, parseLocalePreference } from '@wedding/core';
import type { Request } from 'express';
import { readCookies } from './cookies.js';

/**
 * The language to answer a person in: the `preferred-locale` cookie (docs/requirements.md B7), else the best of
 * Accept-Language among the six, else German. Validation messages in error answers use it.
 */
export function requestLocale(req: Request): Locale {
  const cookie = readCookies(req).get(LOCALE_COOKIE.name);
  if (cookie !== undefined) return parseLocalePreference(cookie);
  const accepted = req.acceptsLanguages([...LOCALES]);
  return typeof accepted === 'string' ? parseLocalePreference(accepted) : parseLocalePreference(undefined);
}
