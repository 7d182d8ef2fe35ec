import { randomUUID } from 'node:crypto';
import type { StoreImage } from '@wedding/db';
import sharp from 'sharp';
import type { Storage } from './storage.js';

const THUMBNAIL_WIDTH = 400;

/**
 * The seed's image store on the configured `Storage`, with the key layout of the database package's local image
 * store (`<uuid>.jpg` beside `<uuid>-thumb.webp`): the demo's photos land in the bucket when one is configured,
 * where the API serves them from, instead of on a disk no request reads.
 */
export function imageStoreOnStorage(storage: Storage): StoreImage {
  return async (image, { filename, mimeType }) => {
    const extension = filename.toLowerCase().match(/\.[a-z0-9]{1,8}$/)?.[0] ?? '.jpg';
    const id = randomUUID();
    const storageKey = `${id}${extension}`;
    const thumbnailKey = `${id}-thumb.webp`;
    const metadata = await sharp(image).metadata();
    const thumbnail = await sharp(image).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 75 }).toBuffer();
    await storage.put(storageKey, image, mimeType);
    await storage.put(thumbnailKey, thumbnail, 'image/webp');
    return {
      url: storage.url(storageKey),
      thumbnailUrl: storage.url(thumbnailKey),
      storageKey,
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
      fileSize: image.length,
    };
  };
}
