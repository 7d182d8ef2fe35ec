import { THEME_PRESETS, type ThemePreset } from './theme-presets';

export function findPreset(id: string): ThemePreset | undefined {
  return THEME_PRESETS.find((preset) => preset.id === id);
}
