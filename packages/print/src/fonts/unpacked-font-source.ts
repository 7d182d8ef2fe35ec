import { readFileSync } from 'node:fs';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * A react-pdf font source for a `.woff` file: the font unpacked (woffToSfnt) and handed over as a data URL,
 * react-pdf's only way to take font bytes instead of a path. Read once per process, when the family is
 * registered.
 */
export function unpackedFontSource(woffPath: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(woffPath)).toString('base64')}`;
}
