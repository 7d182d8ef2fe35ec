import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalDiskStorage,
  imageStoreOnStorage,
  type Storage,
  StorageConfigurationError,
} from '../src/storage/index.js';
import { createS3Storage, type S3Storage } from '../src/storage/s3-storage.js';
import { S3RVER_CREDENTIALS, startS3Server, TEST_BUCKET, type TestS3Server } from './support/s3-server.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Distinct keys per test, so the suites share one store without seeing each other's objects. */
let keyCounter = 0;
const key = (extension = 'webp') => `contract-${process.pid}-${++keyCounter}.${extension}`;

let s3: TestS3Server;
let localDirectory: string;
const opened: S3Storage[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  localDirectory = await mkdtemp(path.join(tmpdir(), 'wedding-storage-contract-'));
});

afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3?.close();
  await rm(localDirectory, { recursive: true, force: true });
});

function s3Storage(overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}): S3Storage {
  const storage = createS3Storage({ ...s3.settings(), ...overrides });
  opened.push(storage);
  return storage;
}

const STORES: [string, () => Storage][] = [
  ['local disk', () => createLocalDiskStorage({ directory: localDirectory })],
  ['S3 (s3rver)', () => s3Storage()],
];

describe.each(STORES)('storage contract: %s', (_name, create) => {
  let storage: Storage;
  beforeAll(() => {
    storage = create();
  });

  it('stores a buffer and reads it back with the type of its key and its size', async () => {
    const name = key('webp');
    await storage.put(name, Buffer.from('hello'), 'image/webp');
    const stored = await storage.createReadStream(name);
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 5, totalSize: 5 });
    expect((await readAll(stored!.stream)).toString()).toBe('hello');
  });

  it('stores a stream of more than 100 KB byte for byte (no transfer framing inside the object)', async () => {
    const bytes = randomBytes(150_003);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, index) =>
      bytes.subarray(index * 16_384, (index + 1) * 16_384),
    );
    const name = key('png');
    await storage.put(name, Readable.from(chunks), 'image/png');
    const stored = await storage.createReadStream(name);
    expect(stored).toMatchObject({ contentType: 'image/png', size: bytes.length, totalSize: bytes.length });
    const back = await readAll(stored!.stream);
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
  });

  it('reads a byte range (ends inclusive), cuts an end past the object, refuses a start past it', async () => {
    const name = key('jpg');
    const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuv');
    await storage.put(name, bytes, 'image/jpeg');
    const middle = await storage.createReadStream(name, { start: 6, end: 9 });
    expect(middle).toMatchObject({ contentType: 'image/jpeg', size: 4, totalSize: 32 });
    expect((await readAll(middle!.stream)).toString()).toBe('6789');
    const tail = await storage.createReadStream(name, { start: 30, end: 1000 });
    expect(tail).toMatchObject({ size: 2, totalSize: 32 });
    expect((await readAll(tail!.stream)).toString()).toBe('uv');
    await expect(storage.createReadStream(name, { start: 32, end: 40 })).rejects.toThrow(RangeError);
    await expect(storage.createReadStream(name, { start: 5, end: 2 })).rejects.toThrow(RangeError);
    expect(await storage.createReadStream(key('jpg'), { start: 0, end: 1 })).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    const name = key('webp');
    await storage.put(name, Buffer.from('first version'), 'image/webp');
    await storage.put(name, Buffer.from('second'), 'image/webp');
    const stored = await storage.createReadStream(name);
    expect((await readAll(stored!.stream)).toString()).toBe('second');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.createReadStream(key('webp'))).toBeNull();
    const name = key('webp');
    await storage.put(name, Buffer.from('x'), 'image/webp');
    await storage.delete(name);
    await storage.delete(name);
    expect(await storage.createReadStream(name)).toBeNull();
  });

  it('gives an unknown extension no active type', async () => {
    const name = key('bin');
    await storage.put(name, Buffer.from('<html>'), 'text/html');
    expect((await storage.createReadStream(name))?.contentType).toBe('application/octet-stream');
  });

  it('refuses traversal keys on every operation', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe/);
    await expect(storage.createReadStream('../../etc/passwd')).rejects.toThrow(/Unsafe/);
    await expect(storage.delete('a/../../b')).rejects.toThrow(/Unsafe/);
    expect(() => storage.url('../x')).toThrow(/Unsafe/);
  });

  it('serves objects through the API at /uploads/<key> by default', () => {
    expect(storage.url('one.webp')).toBe('/uploads/one.webp');
  });
});

describe('S3 storage: what the bucket holds', () => {
  it('writes each object with its type and the immutable caching a CDN in front of the bucket may use', async () => {
    const storage = s3Storage();
    const name = key('webp');
    await storage.put(name, Buffer.from('cached'), 'image/webp');
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: name }));
      expect(head).toMatchObject({
        ContentType: 'image/webp',
        ContentLength: 6,
        CacheControl: 'public, max-age=31536000, immutable',
      });
    } finally {
      client.destroy();
    }
  });

  it("seeds the demo's photos into the bucket with the seed's key layout", async () => {
    const storage = s3Storage();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#804020' } })
      .jpeg()
      .toBuffer();
    const stored = await imageStoreOnStorage(storage)(jpeg, {
      filename: 'couple-1.jpg',
      mimeType: 'image/jpeg',
    });
    expect(stored).toMatchObject({ width: 900, height: 600, fileSize: jpeg.length });
    expect(stored.storageKey).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(stored.url).toBe(`/uploads/${stored.storageKey}`);
    expect(stored.thumbnailUrl).toBe(`/uploads/${stored.storageKey.replace(/\.jpg$/, '-thumb.webp')}`);
    const image = await storage.createReadStream(stored.storageKey);
    expect((await readAll(image!.stream)).equals(jpeg)).toBe(true);
    const thumbnail = await storage.createReadStream(stored.storageKey.replace(/\.jpg$/, '-thumb.webp'));
    expect((await sharp(await readAll(thumbnail!.stream)).metadata()).width).toBe(400);
  });
});

describe('S3 storage: configuration reaches the bucket or says why not', () => {
  it('points url() at a public base address when one is configured', () => {
    const storage = s3Storage({ publicUrl: 'https://cdn.example.org/wedding/' });
    expect(storage.url('one.webp')).toBe('https://cdn.example.org/wedding/one.webp');
  });

  it('accepts a bucket that exists with the right key', async () => {
    await expect(s3Storage().checkBucket()).resolves.toBeUndefined();
  });

  it('names a missing bucket, and never answers "no such object" for it', async () => {
    const storage = s3Storage({ bucket: 'no-such-bucket' });
    const check = storage.checkBucket();
    await expect(check).rejects.toThrow(StorageConfigurationError);
    await expect(check).rejects.toThrow(
      /"no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
    );
    await expect(storage.createReadStream('some.webp')).rejects.toThrow();
  });

  it('names a wrong key', async () => {
    const storage = s3Storage({ credentials: { ...S3RVER_CREDENTIALS, accessKeyId: 'WRONG' } });
    await expect(storage.checkBucket()).rejects.toThrow(/access denied \(check AWS_ACCESS_KEY_ID/);
    await expect(storage.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});
