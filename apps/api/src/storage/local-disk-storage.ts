import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedRange } from './byte-range.js';
import { contentTypeForKey } from './content-type-for-key.js';
import { assertSafeStorageKey } from './safe-key.js';
import type { Storage, StoredObject } from './storage.js';

export interface LocalDiskStorageOptions {
  directory: string;
  /** URL prefix the files are served under, e.g. `/uploads`. */
  publicPath?: string;
}

export function createLocalDiskStorage({
  directory,
  publicPath = '/uploads',
}: LocalDiskStorageOptions): Storage {
  const root = path.resolve(directory);
  const prefix = publicPath.replace(/\/+$/, '');

  function fileFor(key: string): string {
    assertSafeStorageKey(key);
    const file = path.join(root, key);
    // Defence in depth: the key alphabet already rules this out.
    if (path.dirname(file) !== root) {
      throw new Error('Storage key escapes the storage directory');
    }
    return file;
  }

  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(root, { recursive: true });
      // Write to a temporary name first so a reader never sees a half-written file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async createReadStream(key, range): Promise<StoredObject | null> {
      const file = fileFor(key);
      let totalSize: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        totalSize = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const contentType = contentTypeForKey(key);
      if (!range) return { stream: createReadStream(file), contentType, size: totalSize, totalSize };
      const { start, end } = checkedRange(range, totalSize);
      return {
        stream: createReadStream(file, { start, end }),
        contentType,
        size: end - start + 1,
        totalSize,
      };
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    url(key) {
      assertSafeStorageKey(key);
      return `${prefix}/${key}`;
    },
  };
}
