import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  FONT_CATALOGUE,
  FONT_WEIGHTS,
  findScriptFallbackFont,
  fontStack,
  SCRIPT_FALLBACK_FONTS,
  scriptFallbackFontsFor,
  themeToCssVars,
  withScriptFallbacks,
} from '../src/index';

const require = createRequire(import.meta.url);
const DEVANAGARI = 'Noto Sans Devanagari';
const generatedCss = (file: string) =>
  readFileSync(new URL(`../src/generated/css/${file}`, import.meta.url), 'utf8');
const packageDir = (packageName: string) => path.dirname(require.resolve(`${packageName}/package.json`));

/** 'U+0900-097F,U+20B9' -> [[0x900, 0x97f], [0x20b9, 0x20b9]]. */
function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from ?? '', 16), Number.parseInt(to ?? '', 16)];
  });
}
const inRange = (range: string, text: string) =>
  [...text].every((character) => {
    const code = character.codePointAt(0) ?? -1;
    return parseUnicodeRange(range).some(([from, to]) => code >= from && code <= to);
  });

/** The families of a CSS font-family value, unquoted. */
const familiesOf = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));

describe('Hindi renders in every font: Noto Sans Devanagari is in every stack, before the generic family', () => {
  it('is the only script fallback font, for the locale hi', () => {
    expect(SCRIPT_FALLBACK_FONTS.map((font) => font.name)).toEqual([DEVANAGARI]);
    expect(scriptFallbackFontsFor('hi').map((font) => font.name)).toEqual([DEVANAGARI]);
    for (const locale of ['de', 'en', 'pl', 'tr', 'es']) expect(scriptFallbackFontsFor(locale)).toEqual([]);
    expect(findScriptFallbackFont(' noto sans devanagari ')?.stylesheet).toBe('fonts-devanagari.css');
    expect(findScriptFallbackFont('Inter')).toBeUndefined();
  });

  it('sits second to last in every catalogue stack, right before the generic family', () => {
    for (const font of FONT_CATALOGUE) {
      const families = familiesOf(font.stack);
      expect(families.at(-2), font.name).toBe(DEVANAGARI);
      expect(families.at(-1), font.name).toMatch(/^(serif|sans-serif|cursive|monospace)$/);
      expect(
        families.filter((family) => family === DEVANAGARI),
        font.name,
      ).toHaveLength(1);
    }
  });

  it('reaches unknown fonts, the theme variables and the generated CSS custom properties', () => {
    expect(familiesOf(fontStack('Some Retired Font'))).toContain(DEVANAGARI);
    const variables = themeToCssVars(DEFAULT_THEME, 'light');
    expect(familiesOf(variables['--wed-font-heading'] ?? '')).toContain(DEVANAGARI);
    expect(familiesOf(variables['--wed-font-body'] ?? '')).toContain(DEVANAGARI);
    const stacks = [...generatedCss('base.css').matchAll(/--wed-fontFamily-\w+: ([^;]+);/g)];
    expect(stacks).toHaveLength(FONT_CATALOGUE.length);
    for (const [, stack] of stacks) expect(familiesOf(stack ?? '').at(-2)).toBe(DEVANAGARI);
  });

  it('inserts before a trailing generic family, appends otherwise, and never twice', () => {
    expect(withScriptFallbacks(['Inter', 'Arial', 'sans-serif'])).toEqual([
      'Inter',
      'Arial',
      DEVANAGARI,
      'sans-serif',
    ]);
    expect(withScriptFallbacks(['Brand Font'])).toEqual(['Brand Font', DEVANAGARI]);
    expect(withScriptFallbacks(['Inter', DEVANAGARI, 'serif'])).toEqual(['Inter', DEVANAGARI, 'serif']);
  });
});

describe('fonts-devanagari.css: self-hosted woff2, downloaded only for Devanagari text', () => {
  const [devanagari] = SCRIPT_FALLBACK_FONTS;
  if (!devanagari) throw new Error('no script fallback font');
  const css = generatedCss(devanagari.stylesheet);
  const faces = css.split('@font-face').slice(1);
  const fontDir = packageDir(devanagari.packageName);

  it('is a dependency of @wedding/tokens, so bundlers resolve its files from here', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.dependencies[devanagari.packageName]).toMatch(/^\^5\./);
  });

  it('declares one face per semantic weight, each limited to the Devanagari unicode-range', () => {
    expect(devanagari.weights).toEqual(FONT_WEIGHTS);
    expect(faces).toHaveLength(devanagari.weights.length);
    devanagari.weights.forEach((weight, index) => {
      const face = faces[index] ?? '';
      expect(face).toContain(`font-family: '${DEVANAGARI}';`);
      expect(face).toContain(`font-weight: ${weight};`);
      expect(face).toContain('font-display: swap;');
      expect(face).toContain(`unicode-range: ${devanagari.unicodeRange};`);
    });
  });

  it('uses exactly the range of the package subset, which covers Hindi and no Latin letter', () => {
    const unicode = JSON.parse(readFileSync(path.join(fontDir, 'unicode.json'), 'utf8'));
    expect(devanagari.unicodeRange).toBe(unicode[devanagari.subset]);
    for (const word of 'हिन्दी में आपका स्वागत है ₹'.split(' ')) {
      expect(inRange(devanagari.unicodeRange, word), word).toBe(true);
    }
    for (const text of ['A', 'z', 'ß', 'ą', 'ş', 'ñ', '1', ' ', '&', '€']) {
      expect(inRange(devanagari.unicodeRange, text), text).toBe(false);
    }
  });

  it('points only at woff2 files of the Devanagari subset that the package ships, nothing remote', () => {
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    expect(urls).toHaveLength(devanagari.weights.length);
    for (const url of urls) {
      expect(url).toMatch(
        /^@fontsource\/noto-sans-devanagari\/files\/noto-sans-devanagari-devanagari-\d00-normal\.woff2$/,
      );
      const file = path.join(fontDir, url.slice(`${devanagari.packageName}/`.length));
      expect(existsSync(file), url).toBe(true);
    }
    expect(css).not.toMatch(/format\('woff'\)|https?:/);
  });
});
