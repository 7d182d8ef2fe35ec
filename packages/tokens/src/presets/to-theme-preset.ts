import type { presetTokens } from '../generated/tokens';
import type { ThemeSettings } from '../theme/types';

/** docs/requirements.md A3: preset categories; the gallery filter adds 'all' (PRESET_CATEGORY_FILTERS). */
export const PRESET_CATEGORIES = ['elegant', 'romantic', 'modern', 'classic', 'seasonal'] as const;
export type PresetCategory = (typeof PRESET_CATEGORIES)[number];

/** Theme preset (docs/requirements.md A3). */
export interface ThemePreset {
  id: string;
  name: string;
  description: string;
  category: PresetCategory;
  theme: ThemeSettings;
  isPopular: boolean;
  isPremium: boolean;
}

/** A generated preset (tokens/presets/*.tokens.json, colours resolved from the primitive palette) as a ThemePreset. */
export function toThemePreset(preset: (typeof presetTokens)[number]): ThemePreset {
  return {
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
  };
}
