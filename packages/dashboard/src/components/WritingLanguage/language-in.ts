import type { Locale } from '@wedding/core';

/** A language named in the interface language ("Englisch" in German), for sentences; pickers use the own name. */
export function languageIn(locale: Locale, interfaceLocale: Locale): string {
  return new Intl.DisplayNames([interfaceLocale], { type: 'language' }).of(locale) ?? locale;
}
