import type { ByteRange } from './storage.js';

/**
 * The range cut to the object, with the same rules on every store: S3 answers 416 for a start past the end and
 * cuts an end past it, and the local disk must not silently answer an empty stream where S3 would refuse.
 */
export function checkedRange(range: ByteRange, totalSize: number): ByteRange {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
  if (start >= totalSize) {
    throw new RangeError(`Byte range ${start}-${end} starts past the end of a ${totalSize}-byte object`);
  }
  return { start, end: Math.min(end, totalSize - 1) };
}
