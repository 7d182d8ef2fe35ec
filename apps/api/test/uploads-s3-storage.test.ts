import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Storage } from '../src/storage/s3-storage.js';
import {
  type CreatedWedding,
  createTestContext,
  TEST_DATABASES,
  type TestClient,
  type TestContext,
} from './harness.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';

async function readStored(storage: S3Storage, key: string): Promise<Buffer | null> {
  const stored = await storage.createReadStream(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function binary(client: TestClient, url: string) {
  return client.raw
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function uploadPng(owner: TestClient, wedding: CreatedWedding) {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c06040' } })
    .png()
    .toBuffer();
  const token = await owner.ensureCsrf();
  return owner.raw
    .post(`/api/weddings/${wedding.id}/gallery/upload`)
    .set('X-CSRF-Token', token)
    .attach('file', png, { filename: 'dance.png', contentType: 'image/png' });
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(TEST_DATABASES)('uploads kept in an S3 bucket (%s)', (db) => {
  let ctx: TestContext;
  let storage: S3Storage;
  let owner: TestClient;
  let wedding: CreatedWedding;

  beforeAll(async () => {
    storage = createS3Storage(s3.settings());
    ctx = await createTestContext({ db, storage, config: { storage: s3.settings() } });
    const login = await ctx.loginAs('user');
    owner = login.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
  });
  afterAll(async () => {
    await ctx?.close();
    storage?.close();
  });

  it('an uploaded image lands in the bucket and is served at /uploads/<key> with the same caching and type', async () => {
    const res = await uploadPng(owner, wedding);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-z-]+\.webp$/);
    const key = (res.body.url as string).slice('/uploads/'.length);
    const thumbnailKey = (res.body.thumbnailUrl as string).slice('/uploads/'.length);

    const inBucket = await readStored(storage, key);
    expect(inBucket?.length).toBe(res.body.fileSize);
    expect(await readStored(storage, thumbnailKey)).not.toBeNull();
    // Nothing went to the local folder the default store would use.
    expect(await readdir(ctx.uploadDir)).toEqual([]);

    const served = await binary(ctx.client(), res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(inBucket?.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['set-cookie']).toBeUndefined();
    expect((served.body as Buffer).equals(inBucket as Buffer)).toBe(true);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('webp');

    const head = await ctx.client().raw.head(res.body.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(inBucket?.length));
    // The connection of the GET that HEAD abandoned must not hold the next request.
    expect((await binary(ctx.client(), res.body.thumbnailUrl)).status).toBe(200);
  });

  it('a key that is not in the bucket answers 404', async () => {
    expect((await ctx.client().get('/uploads/not-in-the-bucket.webp')).status).toBe(404);
  });

  it('deleting the image removes both objects from the bucket', async () => {
    const res = await uploadPng(owner, wedding);
    expect(res.status).toBe(201);
    const key = (res.body.url as string).slice('/uploads/'.length);
    const thumbnailKey = (res.body.thumbnailUrl as string).slice('/uploads/'.length);
    expect((await owner.delete(`/api/weddings/${wedding.id}/gallery/${res.body.id}`)).status).toBeLessThan(
      300,
    );
    expect(await readStored(storage, key)).toBeNull();
    expect(await readStored(storage, thumbnailKey)).toBeNull();
    expect((await ctx.client().get(res.body.url)).status).toBe(404);
  });

  it('with a public address, images are linked there and the pages may load them from it', async () => {
    const settings = { ...s3.settings(), publicUrl: 'https://photos.example.org/w' };
    const publicStorage = createS3Storage(settings);
    const other = await createTestContext({ db, storage: publicStorage, config: { storage: settings } });
    try {
      const login = await other.loginAs('user');
      const ownWedding = await other.createWedding({ memberIds: [login.user.id], isPremium: true });
      const res = await uploadPng(login.client, ownWedding);
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^https:\/\/photos\.example\.org\/w\/[0-9a-z-]+\.webp$/);
      const key = (res.body.url as string).split('/').pop() as string;
      expect(await readStored(publicStorage, key)).not.toBeNull();
      const page = await other.client().get('/api/health');
      expect(page.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/photos\.example\.org;/,
      );
    } finally {
      await other.close();
      publicStorage.close();
    }
  });
});
