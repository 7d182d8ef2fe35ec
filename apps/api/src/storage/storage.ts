import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local disk (`createLocalDiskStorage`, the default) or an S3-compatible bucket
 * (`createS3Storage`, loaded only when a bucket is configured). Routes only use these calls, so they work
 * unchanged on either.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * The object, or null when there is none under the key. With a range, only those bytes (both ends inclusive, as
   * in HTTP; an end past the object is cut to its last byte); a range starting past the end throws a RangeError.
   */
  createReadStream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Address the browser loads the object from: `/uploads/<key>` served by the API, or a public bucket/CDN URL. */
  url(key: string): string;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  contentType: string;
  /** Bytes in `stream`: the whole object, or the requested range. */
  size: number;
  /** Bytes of the whole object. */
  totalSize: number;
}
