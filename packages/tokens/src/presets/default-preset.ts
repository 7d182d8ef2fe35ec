import { classicNavyPresetTokens } from '../generated/tokens';
import type { ThemeSettings } from '../theme/types';
import { type ThemePreset, toThemePreset } from './to-theme-preset';

export const DEFAULT_PRESET_ID = 'classic-navy';

/**
 * Built from its own generated export rather than found in THEME_PRESETS, so the browser code that only needs
 * the default (themeToCssVars' fallback, DEFAULT_CUSTOMIZATION) does not carry all sixteen presets.
 * THEME_PRESETS holds this very object; a test checks the id matches.
 */
export const DEFAULT_PRESET: ThemePreset = toThemePreset(classicNavyPresetTokens);
/** The theme new weddings start with and resets return to. */
export const DEFAULT_THEME: ThemeSettings = DEFAULT_PRESET.theme;
