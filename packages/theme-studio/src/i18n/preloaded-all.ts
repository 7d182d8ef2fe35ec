import type { Locale } from '@wedding/core';
import { type StudioMessages, studioMessages } from './messages';

/**
 * What the theme studio knows before any `loadStudioLocale`: every locale. Default target of the package import
 * `#preloaded-studio-text`, so Storybook, tests and server renders work synchronously in any language.
 */
export const preloadedStudioMessages: Partial<Record<Locale, StudioMessages>> = studioMessages;
