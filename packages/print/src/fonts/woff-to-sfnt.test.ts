import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFile } from './font-file';
import { woffToSfnt } from './woff-to-sfnt';

/** The OpenType table checksum: the sum of the table's 32-bit words, zero-padded. */
function tableChecksum(table: Buffer): number {
  const words = Buffer.alloc((table.length + 3) & ~3);
  table.copy(words);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0;
  return sum;
}

function tag(value: number): string {
  return Buffer.from([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]).toString(
    'latin1',
  );
}

describe('woffToSfnt', () => {
  it.each([
    ['@fontsource/inter', 'latin-ext', 700],
    ['@fontsource/playfair-display', 'latin', 400],
    ['@fontsource/noto-sans-devanagari', 'devanagari', 400],
  ])(
    'unpacks %s %s %i: every table whole, as its checksum in the WOFF says',
    (packageName, subset, weight) => {
      const woff = readFileSync(fontFile(packageName, subset, weight));
      const sfnt = woffToSfnt(woff);

      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const tableCount = sfnt.readUInt16BE(4);
      expect(tableCount).toBe(woff.readUInt16BE(12));
      expect(sfnt.length).toBe(woff.readUInt32BE(16));
      for (let index = 0; index < tableCount; index += 1) {
        const record = 12 + index * 16;
        const name = tag(sfnt.readUInt32BE(record));
        const offset = sfnt.readUInt32BE(record + 8);
        const table = Buffer.from(sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)));
        // 'head' is summed with its checkSumAdjustment field as zero.
        if (name === 'head') table.writeUInt32BE(0, 8);
        expect(tableChecksum(table), name).toBe(sfnt.readUInt32BE(record + 4));
      }
    },
  );

  it('refuses what is no WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header'))).toThrow(TypeError);
  });
});
