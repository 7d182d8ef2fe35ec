import { useMemo } from 'react';
import { formatMessage, type MessageParams } from './format-message';
import { useUiLocale } from './I18nProvider';
import { type UiMessageKey, uiMessages } from './messages';

export interface UiStrings {
  locale: string;
  t: (key: UiMessageKey, params?: MessageParams) => string;
}

export function useUiStrings(): UiStrings {
  const locale = useUiLocale();
  return useMemo(() => {
    const catalogue = uiMessages[locale];
    return { locale, t: (key, params) => formatMessage(catalogue[key], params, locale) };
  }, [locale]);
}
