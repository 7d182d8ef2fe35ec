import type { ScriptFallbackFont } from '../fonts/script-fallback-fonts';

/** '@fontsource/noto-sans-devanagari' -> 'noto-sans-devanagari', the prefix of the package's file names. */
const fontsourceId = (packageName: string) => packageName.replace(/^@fontsource\//, '');

/**
 * The stylesheet of a script fallback font: one @font-face per weight with only the script subset's woff2
 * (every browser we support reads woff2) and its unicode-range. The @fontsource packages' own per-subset CSS
 * leaves the range out and adds woff, so it is written here instead. The URLs are package paths, like the
 * @import lines of fonts.css: bundlers resolve them from @wedding/tokens, whose dependency the font is, and
 * copy the files to the app's own origin.
 */
export function renderScriptFontCss(font: ScriptFallbackFont): string {
  const id = fontsourceId(font.packageName);
  const faces = font.weights.map((weight) =>
    [
      '@font-face {',
      `  font-family: '${font.name}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${weight};`,
      `  src: url('${font.packageName}/files/${id}-${font.subset}-${weight}-normal.woff2') format('woff2');`,
      `  unicode-range: ${font.unicodeRange};`,
      '}',
    ].join('\n'),
  );
  return `/* ${font.name}: the ${font.script} glyphs most catalogue fonts lack. */\n${faces.join('\n\n')}\n`;
}
