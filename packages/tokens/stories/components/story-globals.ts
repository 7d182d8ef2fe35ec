import { DEFAULT_LOCALE } from '@wedding/core';
import { DEFAULT_DENSITY, DEFAULT_PRESET_ID } from '@wedding/tokens';

/** The toolbar globals of .storybook/preview.tsx, as the token stories read them. */
export interface TokenStoryGlobals {
  locale: string;
  colorMode: string;
  preset: string;
  density: string;
  themeKey: string;
}

export function readGlobals(globals: Record<string, unknown>): TokenStoryGlobals {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const colorMode = text(globals.colorMode, 'light');
  const preset = text(globals.preset, DEFAULT_PRESET_ID);
  const density = text(globals.density, DEFAULT_DENSITY);
  return {
    locale: text(globals.locale, DEFAULT_LOCALE),
    colorMode,
    preset,
    density,
    themeKey: `${colorMode}|${preset}|${density}`,
  };
}
