import type { UploadImageType } from './detect-image-type.js';

const PNG_END = Buffer.from('IEND', 'latin1');
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * Whether the file ends before its own structure says it does: a PNG without its IEND chunk, a JPEG without
 * an end-of-image marker, a WebP shorter than its RIFF header announces. Decoders fill a cut-off image with
 * grey (or fail with a vague "read error"); this names the real problem: the upload did not arrive whole.
 */
export function isTruncated(bytes: Buffer, type: UploadImageType): boolean {
  switch (type) {
    case 'image/png':
      return !bytes.includes(PNG_END);
    case 'image/jpeg':
      return !bytes.includes(JPEG_END, 2);
    case 'image/webp':
      return bytes.length < 12 || bytes.readUInt32LE(4) + 8 > bytes.length;
  }
}
