import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import { createContext, type ReactNode, useContext } from 'react';

const UiLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * Sets the interface language of @wedding/ui's own strings only. Kept apart from I18nProvider (which also sets
 * react-aria's locale) because importing react-aria's i18n costs its module set-up (a locale probe through
 * `Intl.DateTimeFormat.supportedLocalesOf`, ~13 ms on a phone): screens without react-aria components, like the
 * public site's first view and RSVP wizard, use this one.
 */
export function UiLocaleProvider({
  locale = DEFAULT_LOCALE,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  return <UiLocaleContext.Provider value={locale}>{children}</UiLocaleContext.Provider>;
}

export function useUiLocale(): Locale {
  return useContext(UiLocaleContext);
}
