// Type-only: scripts/build-tokens.mjs loads this module before src/generated (which font-catalogue reads) exists.
import type { FontWeight } from './font-catalogue';

/**
 * A self-hosted font for a writing system most catalogue fonts lack (of them, only Poppins has Devanagari).
 * It is never offered in the typography selector: it sits in every font stack just before the generic family,
 * so the browser takes only the glyphs the theme's own fonts lack from it (per-character fallback), and its
 * @font-face rules carry the script's unicode-range, so a page whose text has none of those characters never
 * downloads it.
 */
export interface ScriptFallbackFont {
  /** CSS family name, inserted into every stack of the catalogue. */
  name: string;
  /** The writing system it supplies, for people reading the catalogue. */
  script: string;
  /** Site locales written in this script: their pages link the stylesheet up front. */
  locales: readonly string[];
  /** npm package that self-hosts the font (a dependency of @wedding/tokens). */
  packageName: string;
  /** The @fontsource subset shipped: only the script's files, the theme fonts keep Latin. */
  subset: string;
  /** The subset's range, as listed in the package's unicode.json (a test keeps them equal). */
  unicodeRange: string;
  weights: readonly FontWeight[];
  /** Its stylesheet under `@wedding/tokens/css/`, written by scripts/build-tokens.mjs. */
  stylesheet: string;
}

/** Noto Sans Devanagari for Hindi: its text rendered as empty boxes wherever no system font has the glyphs. */
export const SCRIPT_FALLBACK_FONTS: readonly ScriptFallbackFont[] = [
  {
    name: 'Noto Sans Devanagari',
    script: 'Devanagari',
    locales: ['hi'],
    packageName: '@fontsource/noto-sans-devanagari',
    subset: 'devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    // The semantic font weights (regular to bold); a browser fetches only the weights a page renders.
    weights: [400, 500, 600, 700],
    stylesheet: 'fonts-devanagari.css',
  },
];

/** The fallback fonts a page in this locale needs up front (Hindi: Devanagari). */
export function scriptFallbackFontsFor(locale: string): readonly ScriptFallbackFont[] {
  return SCRIPT_FALLBACK_FONTS.filter((font) => font.locales.includes(locale));
}

/** Looks a script fallback font up by its family name (case-insensitive, surrounding spaces ignored). */
export function findScriptFallbackFont(name: string): ScriptFallbackFont | undefined {
  const wanted = name.trim().toLowerCase();
  return SCRIPT_FALLBACK_FONTS.find((font) => font.name.toLowerCase() === wanted);
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'cursive',
  'fantasy',
  'monospace',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/**
 * A font stack (family names, as in the DTCG sources) with the script fallback fonts inserted before its
 * trailing generic family. The generic family is the stack's last resort: whatever the system maps it to
 * would otherwise decide how (or whether) Hindi renders, differently on every device.
 */
export function withScriptFallbacks(families: readonly string[]): string[] {
  const missing = SCRIPT_FALLBACK_FONTS.map((font) => font.name).filter((name) => !families.includes(name));
  const last = families.at(-1);
  if (last !== undefined && GENERIC_FAMILIES.has(last.toLowerCase())) {
    return [...families.slice(0, -1), ...missing, last];
  }
  return [...families, ...missing];
}
