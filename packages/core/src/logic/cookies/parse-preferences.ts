import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../constants';
import { THEME_PREFERENCES, type ThemePreference } from '../../schemas/enums';

/** The stored colour choice; anything else (missing, tampered) means 'system'. */
export function parseColorModePreference(value: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

/** A stored language we offer, else the default (German). */
export function parseLocalePreference(value: string | null | undefined): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}
