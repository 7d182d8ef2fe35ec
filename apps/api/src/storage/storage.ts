import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The local-disk store implements it now; an S3-compatible store can
 * implement the same five calls later without touching the routes.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  createReadStream(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Public path the browser loads the object from (served by GET /uploads/:key). */
  url(key: string): string;
}

export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}
