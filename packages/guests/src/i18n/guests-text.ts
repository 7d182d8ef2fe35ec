// Resolved through package.json "imports": all six locales by default, none under the `wedding-lean` condition.

import { createAreaTextRegistry, type Locale, type MessageParams } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { preloadedGuestsText } from '#preloaded-guests-text';
import type { GuestsTextArea, GuestsTextCatalogue } from './catalogue/de';

export const guestsTextRegistry = createAreaTextRegistry<GuestsTextCatalogue>(preloadedGuestsText);

export type GuestsText<Area extends GuestsTextArea> = (
  key: keyof GuestsTextCatalogue[Area] & string,
  params?: MessageParams,
) => string;

/** A text lookup over one area in the given locale (for code outside React, e.g. toasts built in handlers). */
export function guestsText<Area extends GuestsTextArea>(area: Area, locale: Locale): GuestsText<Area> {
  const lookup = guestsTextRegistry.lookup(area);
  return (key, params) => lookup(key, locale, params);
}

/** The strings of one area in the interface language (ui's I18nProvider). */
export function useGuestsText<Area extends GuestsTextArea>(area: Area): GuestsText<Area> {
  const locale = useUiLocale();
  return useMemo(() => guestsText(area, locale), [area, locale]);
}

/** A text whose key is data (an enum value): the key itself when the area has no such text. */
export function guestsChoiceText<Area extends GuestsTextArea>(text: GuestsText<Area>, key: string): string {
  return text(key as keyof GuestsTextCatalogue[Area] & string);
}
