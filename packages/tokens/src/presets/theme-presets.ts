import { presetTokens } from '../generated/tokens';
import { DEFAULT_PRESET } from './default-preset';
import { PRESET_CATEGORIES, type ThemePreset, toThemePreset } from './to-theme-preset';

export { DEFAULT_PRESET, DEFAULT_PRESET_ID, DEFAULT_THEME } from './default-preset';
export { PRESET_CATEGORIES, type PresetCategory, type ThemePreset } from './to-theme-preset';

export const PRESET_CATEGORY_FILTERS = ['all', ...PRESET_CATEGORIES] as const;
export type PresetCategoryFilter = (typeof PRESET_CATEGORY_FILTERS)[number];

/** Presets from tokens/presets/*.tokens.json, colours resolved from the primitive palette. */
export const THEME_PRESETS: readonly ThemePreset[] = presetTokens.map((preset) =>
  preset.id === DEFAULT_PRESET.id ? DEFAULT_PRESET : toThemePreset(preset),
);

if (!THEME_PRESETS.includes(DEFAULT_PRESET)) {
  throw new Error(`Default preset "${DEFAULT_PRESET.id}" is missing from tokens/presets`);
}
