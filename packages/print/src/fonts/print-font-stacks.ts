import type { Locale } from '@wedding/core';
import { SCRIPT_FALLBACK_FONTS, type ThemeFonts } from '@wedding/tokens';
import type { FontSubsetSource } from './font-subset-source';
import { printableFont, standInFont } from './printable-font';
import { registerFontSubset } from './register-font-subset';

/** react-pdf font families in order of preference, for the `fontFamily` style. */
export interface PrintFontStacks {
  heading: string[];
  body: string[];
}

const [devanagariFont] = SCRIPT_FALLBACK_FONTS;
if (!devanagariFont) throw new TypeError('@wedding/tokens lists no Devanagari font');
const DEVANAGARI: FontSubsetSource = {
  name: devanagariFont.name,
  packageName: devanagariFont.packageName,
  weights: devanagariFont.weights,
};

/**
 * The @fontsource files are split by script like the web's unicode-range subsets: "latin" holds ASCII and
 * Western European letters, "latin-ext" the Polish and Turkish ones (ł ś ź ż, İ ş ğ) but not ASCII. So a stack
 * lists the theme font's latin file, then its latin-ext file, then the latin-ext file of a font of the same
 * kind for letters the theme font lacks, then Devanagari: react-pdf takes each letter from the first family
 * that has it, "Łódź" prints in the theme font throughout (Ł and ź from latin-ext), and a Hindi name on a
 * German card still prints. (Kerning between letters of two files of one font is lost; for names and short
 * lines that is invisible. Lines must not break where the file changes: see WholeWordsText.)
 */
function latinStack(themeFont: string): string[] {
  const families = [
    registerFontSubset(printableFont(themeFont), 'latin'),
    registerFontSubset(printableFont(themeFont), 'latin-ext'),
    registerFontSubset(standInFont(themeFont), 'latin-ext'),
    registerFontSubset(DEVANAGARI, 'devanagari'),
  ];
  return [...new Set(families)];
}

/**
 * Running Hindi text is Devanagari, which Latin web fonts lack, so it is set in Noto Sans Devanagari first;
 * that font's own latin files then set the Latin letters (names, the address) in the same design.
 */
function devanagariStack(): string[] {
  return [
    registerFontSubset(DEVANAGARI, 'devanagari'),
    registerFontSubset(DEVANAGARI, 'latin'),
    registerFontSubset(DEVANAGARI, 'latin-ext'),
  ];
}

/** The font stacks of a theme's heading and body fonts, registered once per process. */
export function printFontStacks(fonts: ThemeFonts, locale: Locale): PrintFontStacks {
  return {
    heading: latinStack(fonts.heading),
    body: locale === 'hi' ? devanagariStack() : latinStack(fonts.body),
  };
}
