import { DEFAULT_FONTS, type FontCategory, type FontOption, findFont } from '@wedding/tokens';
import type { FontSubsetSource } from './font-subset-source';

/**
 * The self-hosted font of each category that prints in place of a system font (Georgia, Arial, ...): those
 * live on the guest's device, not in our packages, and the PDF's own standard fonts only encode Western
 * European letters, so "Łódź" or "İstanbul" would lose letters. Each of these covers Polish and Turkish.
 */
const STAND_INS: Readonly<Record<FontCategory, string>> = {
  serif: 'Lora',
  'sans-serif': 'Inter',
  display: 'Cinzel',
  handwriting: 'Dancing Script',
  monospace: 'JetBrains Mono',
};

function subsetSource(font: FontOption | undefined, wanted: string): FontSubsetSource {
  if (!font?.fontsource) throw new TypeError(`No self-hosted font prints "${wanted}"`);
  return { name: font.name, packageName: font.fontsource.packageName, weights: font.weights };
}

function catalogueFont(name: string): FontOption | undefined {
  return findFont(name) ?? findFont(DEFAULT_FONTS.body);
}

/** The self-hosted font that prints a catalogue font: itself when it is a web font, else its stand-in. */
export function printableFont(name: string): FontSubsetSource {
  const font = catalogueFont(name);
  return subsetSource(font?.fontsource ? font : findFont(STAND_INS[font?.category ?? 'sans-serif']), name);
}

/**
 * The font of the same kind that fills in letters a web font lacks: Google's Lato has no Turkish İ, ş or ğ,
 * which a browser would take from a system font.
 */
export function standInFont(name: string): FontSubsetSource {
  return subsetSource(findFont(STAND_INS[catalogueFont(name)?.category ?? 'sans-serif']), name);
}
