import { presetTokens } from '../generated/tokens';
import type { ThemeSettings } from '../theme/types';

/** Spec A 3: preset categories; the gallery filter adds 'all' (PRESET_CATEGORY_FILTERS). */
export const PRESET_CATEGORIES = ['elegant', 'romantic', 'modern', 'classic', 'seasonal'] as const;
export type PresetCategory = (typeof PRESET_CATEGORIES)[number];
export const PRESET_CATEGORY_FILTERS = ['all', ...PRESET_CATEGORIES] as const;
export type PresetCategoryFilter = (typeof PRESET_CATEGORY_FILTERS)[number];

/** Spec A 3 theme preset. */
export interface ThemePreset {
  id: string;
  name: string;
  description: string;
  category: PresetCategory;
  theme: ThemeSettings;
  isPopular: boolean;
  isPremium: boolean;
}

/** Presets from tokens/presets/*.tokens.json, colours resolved from the primitive palette. */
export const THEME_PRESETS: readonly ThemePreset[] = presetTokens.map((preset) => ({
  id: preset.id,
  name: preset.name,
  description: preset.description,
  category: preset.category,
  theme: {
    colors: { light: { ...preset.colors.light }, dark: { ...preset.colors.dark } },
    fonts: { ...preset.fonts },
    layout: preset.layout,
  },
  isPopular: preset.isPopular,
  isPremium: preset.isPremium,
}));

export const DEFAULT_PRESET_ID = 'classic-navy';

const defaultPreset = THEME_PRESETS.find((preset) => preset.id === DEFAULT_PRESET_ID);
if (!defaultPreset) throw new Error(`Default preset "${DEFAULT_PRESET_ID}" is missing from tokens/presets`);

export const DEFAULT_PRESET: ThemePreset = defaultPreset;
/** The theme new weddings start with and resets return to. */
export const DEFAULT_THEME: ThemeSettings = DEFAULT_PRESET.theme;
