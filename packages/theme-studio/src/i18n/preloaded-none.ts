import type { Locale } from '@wedding/core';
import type { StudioMessages } from './messages';

/**
 * Target of `#preloaded-studio-text` under the `wedding-lean` condition (an app's browser build): nothing is
 * preloaded, so the bundle carries only the locale `loadStudioLocale` fetches.
 */
export const preloadedStudioMessages: Partial<Record<Locale, StudioMessages>> = {};
