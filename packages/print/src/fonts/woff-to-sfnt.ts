import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_TABLE_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_TABLE_RECORD_SIZE = 16;

interface WoffTable {
  tag: number;
  offset: number;
  compressedLength: number;
  length: number;
  checksum: number;
}

function padded(length: number): number {
  return (length + 3) & ~3;
}

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType font it wraps (tables inflated, directory rebuilt). fontkit
 * reads WOFF directly but inflates the whole `glyf` table again for every glyph it reads (in pure JavaScript),
 * the largest single cost of a 150-card render; the unpacked font reads glyphs in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new TypeError('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables: WoffTable[] = Array.from({ length: tableCount }, (_, index) => {
    const entry = WOFF_HEADER_SIZE + index * WOFF_TABLE_ENTRY_SIZE;
    return {
      tag: woff.readUInt32BE(entry),
      offset: woff.readUInt32BE(entry + 4),
      compressedLength: woff.readUInt32BE(entry + 8),
      length: woff.readUInt32BE(entry + 12),
      checksum: woff.readUInt32BE(entry + 16),
    };
  });
  const data = tables.map(({ offset, compressedLength, length }) => {
    const stored = woff.subarray(offset, offset + compressedLength);
    return compressedLength < length ? inflateSync(stored) : stored;
  });

  const directorySize = SFNT_HEADER_SIZE + tableCount * SFNT_TABLE_RECORD_SIZE;
  const size = data.reduce((total, table) => total + padded(table.length), directorySize);
  const sfnt = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(tableCount));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(tableCount * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_SIZE + index * SFNT_TABLE_RECORD_SIZE;
    const tableData = data[index]!;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(tableData.length, record + 12);
    tableData.copy(sfnt, offset);
    offset += padded(tableData.length);
  });
  return sfnt;
}
