import { LOCAL_FALLBACK_FONTS, metricFallbackFamily } from '../fonts/metric-fallback';
import { METRIC_FALLBACKS } from '../generated/metric-fallbacks';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * The @font-face rules of a web font's metric-matched fallback face (regular and bold local faces; 500 and 600 map
 * to them by the browser's weight matching), or '' for a font without one (system fonts).
 */
export function renderMetricFallbackCss(fontName: string): string {
  const fallback = METRIC_FALLBACKS[fontName];
  if (!fallback) return '';
  const local = LOCAL_FALLBACK_FONTS[fallback.kind];
  const faces: Array<[number, readonly string[]]> = [
    [400, local.regular],
    [700, local.bold],
  ];
  return faces
    .map(([weight, names]) =>
      [
        '@font-face {',
        `  font-family: '${metricFallbackFamily(fontName)}';`,
        `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
        `  font-weight: ${weight};`,
        `  size-adjust: ${percent(fallback.sizeAdjust)};`,
        `  ascent-override: ${percent(fallback.ascentOverride)};`,
        `  descent-override: ${percent(fallback.descentOverride)};`,
        `  line-gap-override: ${percent(fallback.lineGapOverride)};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}
