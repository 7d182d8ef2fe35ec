/**
 * Metric-matched fallback faces (the technique of next/font and capsize): while a web font downloads, text is set in
 * a local font scaled and re-spaced to take the web font's room, so nothing moves when the web font arrives.
 * Each catalogue web font gets a face `'<Name> Fallback'` right after it in its stack; its overrides are computed
 * at build time from the two fonts' metrics (scripts/build-tokens.mjs, from @capsizecss/metrics).
 */

/** Vertical metrics and the average width of Latin text, in font units. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

/** The @font-face descriptors of a fallback face, as fractions (1 = 100%). */
export interface MetricOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export const LOCAL_FALLBACK_KINDS = ['sans-serif', 'serif', 'monospace'] as const;
export type LocalFallbackKind = (typeof LOCAL_FALLBACK_KINDS)[number];

export interface LocalFallbackFont {
  /** The @capsizecss/metrics entry whose metrics the overrides are computed against. */
  metricsKey: string;
  /**
   * local() names of the regular and bold faces: the Microsoft core font first, then its metric-compatible twins
   * (Liberation on Linux, Arimo/Tinos/Cousine on ChromeOS), which share its metrics, so one set of overrides fits all.
   */
  regular: readonly string[];
  bold: readonly string[];
}

export const LOCAL_FALLBACK_FONTS: Record<LocalFallbackKind, LocalFallbackFont> = {
  'sans-serif': {
    metricsKey: 'arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Helvetica Bold',
    ],
  },
  serif: {
    metricsKey: 'timesNewRoman',
    regular: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
      'Times',
    ],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Times Bold',
    ],
  },
  monospace: {
    metricsKey: 'courierNew',
    regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono', 'Cousine', 'Courier'],
    bold: [
      'Courier New Bold',
      'CourierNewPS-BoldMT',
      'Liberation Mono Bold',
      'LiberationMono-Bold',
      'Cousine Bold',
      'Courier Bold',
    ],
  },
};

/** The family name of a web font's fallback face. */
export const metricFallbackFamily = (fontName: string): string => `${fontName} Fallback`;

/** Which local font stands in, from the stack's generic family (handwriting and display fonts take the sans). */
export function localFallbackKind(stack: string): LocalFallbackKind {
  const generic = stack.split(',').at(-1)?.trim();
  return generic === 'serif' || generic === 'monospace' ? generic : 'sans-serif';
}

/**
 * Scales the local font so its average Latin character is as wide as the web font's, then sets ascent, descent
 * and line gap so a line box is exactly as tall (capsize's createFontStack formula).
 */
export function metricOverrides(webFont: FontMetrics, local: FontMetrics): MetricOverrides {
  const sizeAdjust = webFont.xWidthAvg / webFont.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const adjustedEm = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: webFont.ascent / adjustedEm,
    descentOverride: Math.abs(webFont.descent) / adjustedEm,
    lineGapOverride: webFont.lineGap / adjustedEm,
  };
}

/** A stack with the fallback face right after the web font: `'Lato', 'Lato Fallback', system-ui, ...`. */
export function withMetricFallback(fontName: string, stack: string): string {
  const [first, ...rest] = stack.split(',').map((family) => family.trim());
  return [first, `'${metricFallbackFamily(fontName)}'`, ...rest].join(', ');
}
