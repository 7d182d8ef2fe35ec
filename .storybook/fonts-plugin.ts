import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const FONTS_MODULE_ID = 'virtual:wedding-fonts';
const RESOLVED_FONTS_MODULE_ID = `\0${FONTS_MODULE_ID}`;

/**
 * Serves `virtual:wedding-fonts`: one CSS import per weight of every web font of the @wedding/tokens catalogue,
 * then the stylesheets of its script fallback fonts (Noto Sans Devanagari), so stories in hi show Hindi instead
 * of empty boxes. The @fontsource packages are dependencies of @wedding/tokens, so they are resolved from there;
 * the catalogue stays the only list of fonts and every font file is self-hosted (no font service is contacted).
 */
export function weddingFontsPlugin(): Plugin {
  const requireFromRoot = createRequire(import.meta.url);
  const requireFromTokens = createRequire(requireFromRoot.resolve('@wedding/tokens/package.json'));
  return {
    name: 'wedding-fonts',
    resolveId(id) {
      return id === FONTS_MODULE_ID ? RESOLVED_FONTS_MODULE_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_FONTS_MODULE_ID) return undefined;
      // Imported lazily: the root package is CommonJS, so configs that load this plugin are bundled as CJS,
      // and @wedding/tokens is ESM only.
      const { FONT_CATALOGUE, SCRIPT_FALLBACK_FONTS } = await import('@wedding/tokens');
      const stylesheets = [
        ...FONT_CATALOGUE.flatMap((font) => font.fontsource?.imports ?? []).map((entry) =>
          requireFromTokens.resolve(entry),
        ),
        // Their font URLs are @fontsource package paths, which Vite resolves from the stylesheet's own folder.
        ...SCRIPT_FALLBACK_FONTS.map((font) =>
          requireFromRoot.resolve(`@wedding/tokens/css/${font.stylesheet}`),
        ),
      ];
      const imports = stylesheets.map((file) => `import ${JSON.stringify(file)};`);
      return `${imports.join('\n')}\nexport const loadedFontCount = ${imports.length};\n`;
    },
  };
}
