// @wedding/theme-studio: the couple's design tools, API-agnostic (components and hooks take the customization and a
// save function). One explicit barrel: add a line per export. Import the styles once: '@wedding/theme-studio/styles.css'.

export {
  BRAND_SAVE_FAILED,
  type BrandPanelBrand,
  type BrandPanelProps,
  type BrandPanelTab,
} from './components/BrandPanel/BrandPanel';
export {
  type BrandDraft,
  type BrandErrors,
  type BrandIdentity,
  validateBrand,
} from './components/BrandPanel/brand-draft';
export {
  BrandPanelLoadFailed,
  LazyBrandPanel,
  type LazyBrandPanelProps,
  type LoadBrandPanel,
  loadBrandPanel,
} from './components/BrandPanel/LazyBrandPanel';
// Components
export {
  BRAND_LIST_LAYOUTS,
  BRAND_SWITCHER_VARIANTS,
  type BrandListLayout,
  BrandSwitcher,
  type BrandSwitcherProps,
  type BrandSwitcherVariant,
  type SwitcherBrand,
} from './components/BrandSwitcher/BrandSwitcher';
export { ColorPicker, type ColorPickerProps } from './components/ColorPicker/ColorPicker';
export {
  type ColorInputProblem,
  type ColorTextResult,
  readColorText,
} from './components/ColorPicker/color-input';
export { ColorsPanel, type ColorsPanelProps } from './components/ColorsPanel/ColorsPanel';
export { ContrastChecker, type ContrastCheckerProps } from './components/ContrastChecker/ContrastChecker';
export {
  DENSITY_SELECTOR_VARIANTS,
  DensitySelector,
  type DensitySelectorProps,
  type DensitySelectorVariant,
} from './components/DensitySelector/DensitySelector';
export {
  LAYOUT_VIEWS,
  LayoutSelector,
  type LayoutSelectorProps,
  type LayoutView,
} from './components/LayoutSelector/LayoutSelector';
export {
  LivePreview,
  type LivePreviewProps,
  PREVIEW_MODES,
  type PreviewMode,
  PreviewPanel,
  type PreviewPanelProps,
  type PreviewViewport,
  paintPreview,
  type RenderPreview,
} from './components/LivePreview/LivePreview';
export { PerformancePanel, type PerformancePanelProps } from './components/PerformancePanel/PerformancePanel';
export { ConflictNotice, StudioToolbar } from './components/ThemeCustomizer/StudioToolbar';
export {
  CUSTOMIZER_TABS,
  type CustomizerTab,
  type PreviewSection,
  ThemeCustomizer,
  type ThemeCustomizerProps,
} from './components/ThemeCustomizer/ThemeCustomizer';
export { PresetCard, type PresetCardProps } from './components/ThemeGallery/PresetCard';
export {
  GALLERY_SIZES,
  GALLERY_VIEWS,
  type GallerySize,
  type GalleryView,
  ThemeGallery,
  type ThemeGalleryProps,
} from './components/ThemeGallery/ThemeGallery';
export {
  TypographySelector,
  type TypographySelectorProps,
} from './components/TypographySelector/TypographySelector';
export {
  FONT_LOAD_STATUSES,
  type FontLoadStatus,
  type LoadFont,
  loadFontFace,
  useFontLoadStatus,
} from './components/TypographySelector/use-font-load-status';
export {
  type ThemeVersionItem,
  VersionsPanel,
  type VersionsPanelProps,
} from './components/VersionsPanel/VersionsPanel';
// i18n
export { loadStudioLocale } from './i18n/load-studio-locale';
export { type StudioMessageKey, type StudioMessages, studioMessages } from './i18n/messages';
export { type StudioText, studioText, useStudioText } from './i18n/use-studio-text';
// Logic
export {
  CONTRAST_PAIRS,
  type ContrastCheck,
  type ContrastPair,
  type ContrastPairId,
  checkPaletteContrast,
  checkThemeContrast,
} from './logic/contrast-pairs';
export {
  FONT_ROLES,
  type FontQuery,
  type FontRole,
  filterFonts,
  isRecommendedFont,
} from './logic/filter-fonts';
export { filterPresets, PRESET_SORTS, type PresetQuery, type PresetSort } from './logic/filter-presets';
export { type ContrastFixScope, fixThemeContrast } from './logic/fix-contrast';
export { nearestPassingShade, nearestPassingShadeOf } from './logic/nearest-passing-shade';
export { saveWithTimeout, ThemeSaveTimeout } from './logic/save-with-timeout';
export { cachedThemeVars, ThemeCache, type ThemeCacheOptions, themeCacheKey } from './logic/theme-cache';
export {
  createThemeSync,
  THEME_SYNC_CHANNEL,
  type ThemeSync,
  type ThemeSyncMessage,
} from './logic/theme-sync';
export {
  isSlowSample,
  keepSample,
  summarizeSamples,
  type ThemeTimingSample,
  type ThemeTimingSummary,
} from './logic/timing-log';
// State
export {
  SAVE_STATUSES,
  type SaveStatus,
  type SaveTheme,
  type StudioToast,
  sameDesign,
  type ThemeConflict,
  ThemeSaveConflict,
  type ThemeSaveResult,
  ThemeStudioController,
  type ThemeStudioOptions,
  type ThemeStudioState,
} from './state/theme-studio-controller';
export {
  THEME_RESET_EVENT,
  type UseThemeStudioOptions,
  useStudioState,
  useThemeStudio,
} from './state/use-theme-studio';
