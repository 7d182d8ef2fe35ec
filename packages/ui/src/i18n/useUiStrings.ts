import { useMemo } from 'react';
import { formatMessage, type MessageParams } from './format-message';
import type { UiMessageKey } from './messages';
import { registeredUiMessages } from './registry';
import { useUiLocale } from './ui-locale';

export interface UiStrings {
  locale: string;
  t: (key: UiMessageKey, params?: MessageParams) => string;
}

export function useUiStrings(): UiStrings {
  const locale = useUiLocale();
  return useMemo(() => {
    // Only a lean bundle that skipped `loadUiLocale` lacks the catalogue: the key then shows, never a crash.
    const catalogue = registeredUiMessages(locale);
    return { locale, t: (key, params) => formatMessage(catalogue?.[key] ?? key, params, locale) };
  }, [locale]);
}
