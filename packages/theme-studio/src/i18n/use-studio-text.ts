import { type Locale, type MessageKey, type MessageParams, translate } from '@wedding/core';
import { formatMessage, useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import type { StudioMessageKey } from './messages';
import { registeredStudioMessages } from './registry';

export interface StudioText {
  locale: Locale;
  /** A theme-studio string (its own catalogue). */
  t: (key: StudioMessageKey, params?: MessageParams) => string;
  /** A domain message of @wedding/core (spec texts: toasts, validation, font and colour errors). */
  message: (key: MessageKey, params?: MessageParams) => string;
}

/** Strings in `locale`; a lean bundle that skipped `loadStudioLocale` shows the key, never crashes. */
export function studioText(locale: Locale): StudioText {
  const catalogue = registeredStudioMessages(locale);
  return {
    locale,
    t: (key, params) => formatMessage(catalogue?.[key] ?? key, params, locale),
    message: (key, params) => translate(key, locale, params),
  };
}

/** The studio's strings in the interface language (the I18nProvider of @wedding/ui). */
export function useStudioText(): StudioText {
  const locale = useUiLocale();
  return useMemo(() => studioText(locale), [locale]);
}
