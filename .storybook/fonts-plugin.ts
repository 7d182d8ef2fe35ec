import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const FONTS_MODULE_ID = 'virtual:wedding-fonts';
const RESOLVED_FONTS_MODULE_ID = `\0${FONTS_MODULE_ID}`;

/**
 * Serves `virtual:wedding-fonts`: one CSS import per weight of every web font of the @wedding/tokens catalogue.
 * The @fontsource packages are dependencies of @wedding/tokens, so they are resolved from there; the catalogue
 * stays the only list of fonts and every font file is self-hosted (no font service is contacted).
 */
export function weddingFontsPlugin(): Plugin {
  const requireFromTokens = createRequire(
    createRequire(import.meta.url).resolve('@wedding/tokens/package.json'),
  );
  return {
    name: 'wedding-fonts',
    resolveId(id) {
      return id === FONTS_MODULE_ID ? RESOLVED_FONTS_MODULE_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_FONTS_MODULE_ID) return undefined;
      // Imported lazily: the root package is CommonJS, so configs that load this plugin are bundled as CJS,
      // and @wedding/tokens is ESM only.
      const { FONT_CATALOGUE } = await import('@wedding/tokens');
      const imports = FONT_CATALOGUE.flatMap((font) => font.fontsource?.imports ?? []).map(
        (entry) => `import ${JSON.stringify(requireFromTokens.resolve(entry))};`,
      );
      return `${imports.join('\n')}\nexport const loadedFontCount = ${imports.length};\n`;
    },
  };
}
