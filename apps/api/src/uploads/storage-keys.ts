import { uploadFilenameSchema } from '@wedding/core';

/**
 * Storage keys of an uploaded image: the row keeps the main key, the thumbnail key is derived from it. The name
 * before the extension follows the product's rule for stored file names (lower-case letters, digits, hyphen,
 * underscore), which the record id always meets.
 */
export function imageStorageKey(imageId: string): string {
  return `${uploadFilenameSchema.parse(imageId)}.webp`;
}

export function thumbnailStorageKey(imageKey: string): string {
  return imageKey.replace(/\.webp$/, '-thumb.webp');
}
