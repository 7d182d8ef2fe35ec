import { FONT_CATALOGUE } from '../fonts/font-catalogue';

/**
 * fonts.css: @import of every self-hosted web font at its shipped weights. The @fontsource packages are
 * dependencies of @wedding/tokens, so bundlers resolve them from this package. Each file declares
 * unicode-range subsets, so browsers download only the fonts and subsets a page uses.
 */
export function renderFontsCss(): string {
  const imports = FONT_CATALOGUE.flatMap((font) => font.fontsource?.imports ?? []);
  return `${imports.map((path) => `@import '${path}';`).join('\n')}\n`;
}
