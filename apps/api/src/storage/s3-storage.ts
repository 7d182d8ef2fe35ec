import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedRange } from './byte-range.js';
import { contentTypeForKey } from './content-type-for-key.js';
import { assertSafeStorageKey } from './safe-key.js';
import type { Storage, StoredObject } from './storage.js';
import { type S3StorageSettings, StorageConfigurationError } from './storage-settings.js';

export interface S3Storage extends Storage {
  /** Fails with a StorageConfigurationError naming the reason when the bucket cannot be reached with the key. */
  checkBucket(): Promise<void>;
  /** Closes the client's connections (a command that exits, a test). */
  close(): void;
}

export function createS3Storage(settings: S3StorageSettings): S3Storage {
  // The SDK version is pinned; its notice is about later releases needing a newer Node, which this one never gets.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default checksums send a stream as aws-chunked with a trailing checksum, which some
    // S3-compatible stores save with the chunk framing inside the object while answering 200. Every put sends a
    // buffer with Content-MD5 instead, which every store checks the same way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    async put(key, body, contentType) {
      assertSafeStorageKey(key);
      // PutObject needs the length up front; stored images are a few megabytes, so holding one is cheap.
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          // Keys hold a random id and are never reused, so a cache in front of the bucket may keep them forever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async createReadStream(key, range): Promise<StoredObject | null> {
      assertSafeStorageKey(key);
      if (range) checkedRange(range, Number.MAX_SAFE_INTEGER);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = answer.ContentLength ?? 0;
        const totalSize = range ? (totalFromContentRange(answer.ContentRange) ?? size) : size;
        return {
          stream: answer.Body as Readable,
          // From the key, as on the local disk: an object someone put into the bucket by hand with another type
          // (text/html) must still not be served as active content.
          contentType: contentTypeForKey(key),
          size,
          totalSize,
        };
      } catch (error) {
        if (isS3Error(error, 'NoSuchKey', 404)) return null;
        if (range && isS3Error(error, 'InvalidRange', 416)) {
          throw new RangeError(`Byte range ${range.start}-${range.end} starts past the end of ${key}`);
        }
        throw error;
      }
    },

    async delete(key) {
      assertSafeStorageKey(key);
      // S3 answers 204 for a key that is not there, so deleting twice is as harmless as on the local disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    url(key) {
      assertSafeStorageKey(key);
      return publicBase ? `${publicBase}/${key}` : `/uploads/${key}`;
    },

    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
        throw new StorageConfigurationError(
          `The bucket "${bucket}"${where} cannot be used: ${describeS3Error(error)}`,
        );
      }
    },

    close() {
      client.destroy();
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** `bytes 6-9/32` -> 32. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total === undefined ? undefined : Number(total);
}

/** By name, or by status for stores that answer without an error body; a missing bucket is never a missing key. */
function isS3Error(error: unknown, name: string, status: number): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === name || error.$metadata.httpStatusCode === status;
}

function describeS3Error(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404) return 'it does not exist (create it first)';
    if (status === 403 || status === 401) {
      return "access denied (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the key's permissions)";
    }
    return `${error.name}${status ? ` (HTTP ${status})` : ''}${error.message ? `: ${error.message}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}
