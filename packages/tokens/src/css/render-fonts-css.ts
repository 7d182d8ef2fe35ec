import { FONT_CATALOGUE } from '../fonts/font-catalogue';
import { SCRIPT_FALLBACK_FONTS } from '../fonts/script-fallback-fonts';
import { renderMetricFallbackCss } from './render-metric-fallback-css';

/**
 * fonts.css: @import of every self-hosted web font at its shipped weights, then of the script fallback fonts'
 * stylesheets (written next to it). The @fontsource packages are dependencies of @wedding/tokens, so bundlers
 * resolve them from this package. Each file declares unicode-range subsets, so browsers download only the fonts
 * and subsets a page uses. Then the metric-matched fallback face of every web font (fonts/metric-fallback.ts).
 */
export function renderFontsCss(): string {
  const imports = [
    ...FONT_CATALOGUE.flatMap((font) => font.fontsource?.imports ?? []),
    ...SCRIPT_FALLBACK_FONTS.map((font) => `./${font.stylesheet}`),
  ];
  const fallbackFaces = FONT_CATALOGUE.filter((font) => font.fontsource).map((font) =>
    renderMetricFallbackCss(font.name),
  );
  return `${[...imports.map((path) => `@import '${path}';`), ...fallbackFaces].join('\n')}\n`;
}
