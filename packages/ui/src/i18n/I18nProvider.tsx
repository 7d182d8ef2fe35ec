import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import { createContext, type ReactNode, useContext } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

const UiLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export interface I18nProviderProps {
  locale?: Locale;
  children: ReactNode;
}

/** Sets the interface language for @wedding/ui strings and react-aria's own formatting (dates, numbers). */
export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  return (
    <UiLocaleContext.Provider value={locale}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </UiLocaleContext.Provider>
  );
}

export function useUiLocale(): Locale {
  return useContext(UiLocaleContext);
}
