import type { UPLOAD_IMAGE_MIME_TYPES } from '@wedding/core';

export type UploadImageType = (typeof UPLOAD_IMAGE_MIME_TYPES)[number];

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * docs/requirements.md A5: only jpeg, png and webp. The type is read from the file's first bytes, never from
 * its name or the declared Content-Type, which the client controls.
 */
export function detectImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
