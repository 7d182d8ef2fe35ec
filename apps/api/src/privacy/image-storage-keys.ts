import { isSafeStorageKey } from '../storage/index.js';
import { thumbnailStorageKey } from '../uploads/storage-keys.js';

type ImageFiles = { storageKey: string; url: string; thumbnailUrl: string | null };

/** The key a `/uploads/<key>` URL serves, or undefined for any other URL. */
function keyFromUrl(url: string | null): string | undefined {
  const match = url ? /^\/uploads\/([^/?#]+)$/.exec(url) : null;
  return match?.[1];
}

/**
 * Every stored file of a gallery image: the image, its thumbnail, and whatever its URLs point at. Uploads
 * name the thumbnail `<id>-thumb.webp` beside `<id>.webp`; seeded images keep a `.jpg` beside a WebP
 * thumbnail, which only the row's thumbnailUrl names.
 */
export function imageStorageKeys(image: ImageFiles): string[] {
  const keys = new Set([
    image.storageKey,
    thumbnailStorageKey(image.storageKey),
    keyFromUrl(image.url),
    keyFromUrl(image.thumbnailUrl),
  ]);
  return [...keys].filter((key): key is string => typeof key === 'string' && isSafeStorageKey(key));
}
