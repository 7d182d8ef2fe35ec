import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StoreImage } from './image-store';

const THUMBNAIL_WIDTH = 400;

export interface LocalImageStoreOptions {
  directory: string;
  /** URL prefix the directory is served under (default /uploads). */
  publicPath?: string;
}

/**
 * Writes images and 400 px WebP thumbnails as flat files (`<uuid>.jpg`, `<uuid>-thumb.webp`), the key
 * layout the API's local disk storage serves. Used by the seed CLI.
 */
export function createLocalImageStore({
  directory,
  publicPath = '/uploads',
}: LocalImageStoreOptions): StoreImage {
  const prefix = publicPath.replace(/\/+$/, '');
  return async (image, { filename }) => {
    await mkdir(directory, { recursive: true });
    const extension = path.extname(filename).toLowerCase() || '.jpg';
    const id = randomUUID();
    const storageKey = `${id}${extension}`;
    const thumbnailKey = `${id}-thumb.webp`;
    const metadata = await sharp(image).metadata();
    const thumbnail = await sharp(image).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 75 }).toBuffer();
    await writeFile(path.join(directory, storageKey), image);
    await writeFile(path.join(directory, thumbnailKey), thumbnail);
    return {
      url: `${prefix}/${storageKey}`,
      thumbnailUrl: `${prefix}/${thumbnailKey}`,
      storageKey,
      width: metadata.width ?? 0,
      height: metadata.height ?? 0,
      fileSize: image.length,
    };
  };
}
