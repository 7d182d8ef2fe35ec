// Resolved through package.json "imports": all six catalogues by default, none under the `wedding-lean` condition.

import type { Locale } from '@wedding/core';
import { preloadedStudioMessages } from '#preloaded-studio-text';
import type { StudioMessages } from './messages';

const registered: Partial<Record<Locale, StudioMessages>> = { ...preloadedStudioMessages };

/** The strings for `locale`, or undefined while that locale is neither preloaded nor loaded. */
export function registeredStudioMessages(locale: Locale): StudioMessages | undefined {
  return registered[locale];
}

export function registerStudioMessages(locale: Locale, messages: StudioMessages): void {
  registered[locale] = messages;
}
