import type { Locale } from '@wedding/core';
import { type UiMessages, uiMessages } from './messages';

/**
 * What the components know before any `loadUiLocale`: every locale. Default target of the package import
 * `#preloaded-ui-messages`, so apps, Storybook and tests render any locale synchronously.
 */
export const preloadedUiMessages: Partial<Record<Locale, UiMessages>> = uiMessages;
