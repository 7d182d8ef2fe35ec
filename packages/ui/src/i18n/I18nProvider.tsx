import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { UiLocaleProvider } from './ui-locale';

export interface I18nProviderProps {
  locale?: Locale;
  children: ReactNode;
}

/** Sets the interface language for @wedding/ui strings and react-aria's own formatting (dates, numbers). */
export function I18nProvider({ locale = DEFAULT_LOCALE, children }: I18nProviderProps) {
  return (
    <UiLocaleProvider locale={locale}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </UiLocaleProvider>
  );
}

export { useUiLocale } from './ui-locale';
