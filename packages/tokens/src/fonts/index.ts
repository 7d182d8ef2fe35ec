export { findFont } from './find-font';
export {
  BODY_FONTS,
  BRAND_FONTS,
  DEFAULT_FONTS,
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  FONT_WEIGHTS,
  type FontCategory,
  type FontOption,
  type FontsourcePackage,
  type FontWeight,
  HEADING_FONTS,
} from './font-catalogue';
export { fontStack } from './font-stack';
export {
  type FontMetrics,
  LOCAL_FALLBACK_FONTS,
  LOCAL_FALLBACK_KINDS,
  type LocalFallbackFont,
  type LocalFallbackKind,
  localFallbackKind,
  type MetricOverrides,
  metricFallbackFamily,
  metricOverrides,
  withMetricFallback,
} from './metric-fallback';
export {
  findScriptFallbackFont,
  SCRIPT_FALLBACK_FONTS,
  type ScriptFallbackFont,
  scriptFallbackFontsFor,
  withScriptFallbacks,
} from './script-fallback-fonts';
