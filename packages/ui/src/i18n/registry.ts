// Resolved through package.json "imports": all six catalogues by default, none under the `wedding-lean` condition.

import type { Locale } from '@wedding/core';
import { preloadedUiMessages } from '#preloaded-ui-messages';
import type { UiMessages } from './messages';

const registeredMessages: Partial<Record<Locale, UiMessages>> = { ...preloadedUiMessages };

/** The strings components use for `locale`, or undefined while that locale is neither preloaded nor loaded. */
export function registeredUiMessages(locale: Locale): UiMessages | undefined {
  return registeredMessages[locale];
}

export function registerUiMessages(locale: Locale, messages: UiMessages): void {
  registeredMessages[locale] = messages;
}
