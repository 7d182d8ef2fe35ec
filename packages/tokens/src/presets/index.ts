export { findMatchingPreset } from './find-matching-preset';
export { findPreset } from './find-preset';
export {
  DEFAULT_PRESET,
  DEFAULT_PRESET_ID,
  DEFAULT_THEME,
  PRESET_CATEGORIES,
  PRESET_CATEGORY_FILTERS,
  type PresetCategory,
  type PresetCategoryFilter,
  THEME_PRESETS,
  type ThemePreset,
} from './theme-presets';
