import { Font } from '@react-pdf/renderer';
import { fontFile } from './font-file';
import type { FontSubsetSource } from './font-subset-source';
import { closestWeight, PRINT_FONT_WEIGHTS } from './print-font-weights';
import { unpackedFontSource } from './unpacked-font-source';

/** Families registered in this process: react-pdf's font store is global and keeps each font once parsed. */
const registered = new Set<string>();

/**
 * Registers one subset file set of a font (e.g. Inter's "latin-ext" files) as a react-pdf family of its own,
 * named "Inter latin-ext", and returns that name. react-pdf takes one source per weight and style of a family,
 * so the subsets of one font cannot share a family; instead the text styles list the subsets in a row and
 * react-pdf picks, letter by letter, the first family that has the glyph (see printFontStacks).
 */
export function registerFontSubset(font: FontSubsetSource, subset: string): string {
  const family = `${font.name} ${subset}`;
  if (registered.has(family)) return family;
  const weights = new Set(
    Object.values(PRINT_FONT_WEIGHTS).map((wanted) => closestWeight(wanted, font.weights)),
  );
  Font.register({
    family,
    fonts: [...weights].map((weight) => ({
      src: unpackedFontSource(fontFile(font.packageName, subset, weight)),
      fontWeight: weight,
    })),
  });
  registered.add(family);
  return family;
}
