import { GALLERY_IMAGES_MAX, galleryImageSchema, TAGS_MAX, UPLOAD_MAX_BYTES } from '@wedding/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '../src/routes/gallery/gallery-messages.js';
import { UPLOAD_MESSAGES } from '../src/uploads/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
}

async function jpegWithExif(): Promise<Buffer> {
  return solid(800, 600)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Copyright: 'private-photographer-name', Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' },
      },
    })
    .toBuffer();
}

describe.each(TEST_DATABASES)('gallery routes (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let premium: CreatedWedding;
  let standard: CreatedWedding;
  let base: string;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    owner = login.client;
    premium = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
    standard = await ctx.createWedding({ memberIds: [login.user.id], isPremium: false });
    base = `/api/weddings/${premium.id}/gallery`;
  });

  async function upload(
    file: Buffer | null,
    options: { filename?: string; contentType?: string; fields?: Record<string, string>; url?: string } = {},
  ) {
    const token = await owner.ensureCsrf();
    let req = owner.raw.post(options.url ?? `${base}/upload`).set('X-CSRF-Token', token);
    for (const [name, value] of Object.entries(options.fields ?? {})) req = req.field(name, value);
    if (file) {
      req = req.attach('file', file, {
        filename: options.filename ?? 'photo.jpg',
        contentType: options.contentType ?? 'image/jpeg',
      });
    }
    return req;
  }

  async function uploadOne(fields: Record<string, string> = {}): Promise<{ id: string; url: string }> {
    const res = await upload(await solid(64, 48).png().toBuffer(), { filename: 'x.png', fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('docs/requirements.md A6: premium required', () => {
    it('a non-premium wedding answers 403 on every gallery call', async () => {
      const other = `/api/weddings/${standard.id}/gallery`;
      expect((await owner.get(other)).status).toBe(403);
      expect((await upload(await solid(4, 4).png().toBuffer(), { url: `${other}/upload` })).status).toBe(403);
      expect((await owner.delete(`${other}/some-image`)).status).toBe(403);
      expect((await owner.patch(`${other}/assign-background`, { imageId: 'x', page: 'rsvp' })).status).toBe(
        403,
      );
    });

    it('anonymous -> 401; a non-member -> 404', async () => {
      expect((await ctx.client().get(base)).status).toBe(401);
      const outsider = await ctx.loginAs('user');
      expect((await outsider.client.get(base)).status).toBe(404);
    });
  });

  describe('upload (docs/requirements.md A7): re-encoded to WebP, metadata stripped, served with safe headers', () => {
    it('stores a JPEG with EXIF and GPS as a WebP without metadata, with a thumbnail', async () => {
      const original = await jpegWithExif();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(original, { fields: { caption: '  Our first dance  ', category: 'Party' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        caption: 'Our first dance',
        category: 'party',
        width: 800,
        height: 600,
        mimeType: 'image/webp',
        tags: [],
        pageBackgrounds: [],
      });
      expect(galleryImageSchema.safeParse(res.body).success).toBe(true);
      expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
      expect(res.body.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]+-thumb\.webp$/);

      const served = await ctx
        .client()
        .raw.get(res.body.url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.headers['set-cookie']).toBeUndefined();
      const body = served.body as Buffer;
      expect(body.length).toBe(res.body.fileSize);
      const metadata = await sharp(body).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(body.includes(Buffer.from('private-photographer-name'))).toBe(false);

      const thumbnail = await ctx.client().get(res.body.thumbnailUrl);
      expect(thumbnail.status).toBe(200);
    });

    it('judges the type by content and refuses a name that contradicts it: a PNG named .txt -> 415', async () => {
      const res = await upload(await solid(10, 10).png().toBuffer(), {
        filename: 'notes.txt',
        contentType: 'text/plain',
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(UPLOAD_MESSAGES.wrongExtension);
    });

    it('a .jpg that is really text -> 415 with the type message', async () => {
      const res = await upload(Buffer.from('this is not an image at all'), { filename: 'photo.jpg' });
      expect(res.status).toBe(415);
      // The message key for the person's language, and the English text for clients that show it as it is.
      expect(res.body).toEqual({ error: 'upload.invalidType', message: UPLOAD_MESSAGES.unsupportedType });
    });

    it('a file of exactly 5 MB is accepted; 5 MB + 1 byte -> 413', async () => {
      const jpeg = await solid(20, 20).jpeg().toBuffer();
      const exact = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES - jpeg.length)]);
      expect((await upload(exact)).status).toBe(201);
      const over = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
      const res = await upload(over);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'upload.tooLarge',
        message: UPLOAD_MESSAGES.tooLarge,
        details: { maxMb: 5 },
      });
    });

    it('a decompression bomb (huge pixel count, tiny file) -> 413', async () => {
      const bomb = await solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
      const res = await upload(bomb, { filename: 'bomb.png', contentType: 'image/png' });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
    });

    it('no file -> 400; a JSON body -> 400; a broken multipart body -> 400; an empty file -> 400', async () => {
      const noFile = await upload(null, { fields: { caption: 'x' } });
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe(UPLOAD_MESSAGES.noFile);
      expect((await owner.post(`${base}/upload`, { file: 'abc' })).status).toBe(400);
      const token = await owner.ensureCsrf();
      const broken = await owner.raw
        .post(`${base}/upload`)
        .set('X-CSRF-Token', token)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff');
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
      const noBoundary = await owner.raw
        .post(`${base}/upload`)
        .set('X-CSRF-Token', token)
        .set('Content-Type', 'multipart/form-data')
        .send('garbage');
      expect(noBoundary.status).toBe(400);
      expect((await upload(Buffer.alloc(0))).status).toBe(400);
    });

    it('a file under another field name is ignored -> 400 no file', async () => {
      const token = await owner.ensureCsrf();
      const res = await owner.raw
        .post(`${base}/upload`)
        .set('X-CSRF-Token', token)
        .attach('picture', await solid(4, 4).png().toBuffer(), 'a.png');
      expect(res.status).toBe(400);
    });

    it('GET /uploads refuses unknown and traversal keys with 404', async () => {
      expect((await ctx.client().get('/uploads/missing.webp')).status).toBe(404);
      expect((await ctx.client().get('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
      expect((await ctx.client().get('/uploads/.env')).status).toBe(404);
    });
  });

  describe('list (docs/requirements.md A2) with categories', () => {
    it('lists the images with category counts', async () => {
      await uploadOne({ category: 'ceremony' });
      await uploadOne({ category: 'ceremony' });
      const res = await owner.get(base);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      expect(res.body.maxImages).toBe(GALLERY_IMAGES_MAX);
      expect(res.body.categories).toEqual(
        expect.arrayContaining([
          { id: 'ceremony', name: 'ceremony', count: 2 },
          { id: 'party', name: 'party', count: 1 },
        ]),
      );
    });
  });

  describe('delete (docs/requirements.md A7)', () => {
    it('deletes the image and its files; then 404 Image not found', async () => {
      const image = await uploadOne();
      const res = await owner.delete(`${base}/${image.id}`);
      expect(res.status).toBe(200);
      expect((await ctx.client().get(image.url)).status).toBe(404);
      const again = await owner.delete(`${base}/${image.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'imageNotFound', message: GALLERY_MESSAGES.imageNotFound });
      expect((await owner.delete(`${base}/bad%20id!`)).status).toBe(404);
    });

    it('an image of another wedding cannot be deleted through this wedding', async () => {
      const image = await uploadOne();
      const otherLogin = await ctx.loginAs('user');
      const other = await ctx.createWedding({ memberIds: [otherLogin.user.id], isPremium: true });
      const res = await otherLogin.client.delete(`/api/weddings/${other.id}/gallery/${image.id}`);
      expect(res.status).toBe(404);
      expect(await ctx.prisma.galleryImage.findUnique({ where: { id: image.id } })).not.toBeNull();
    });
  });

  describe('page backgrounds (docs/requirements.md A5 and A7)', () => {
    it('assigns, reassigns and removes a page background', async () => {
      const first = await uploadOne();
      const second = await uploadOne();
      const assigned = await owner.patch(`${base}/assign-background`, {
        imageId: first.id,
        page: 'rsvp',
        opacity: 0.5,
        position: '30% 70%',
        size: 'cover',
        showPattern: false,
        grayscale: true,
      });
      expect(assigned.status).toBe(200);
      expect(assigned.body.id).toBe(first.id);
      expect(assigned.body.pageBackgrounds).toEqual([
        expect.objectContaining({
          page: 'rsvp',
          opacity: 0.5,
          position: '30% 70%',
          showPattern: false,
          grayscale: true,
        }),
      ]);

      expect(galleryImageSchema.safeParse(assigned.body).success).toBe(true);

      const moved = await owner.patch(`${base}/assign-background`, { imageId: second.id, page: 'rsvp' });
      expect(moved.status).toBe(200);
      expect(moved.body.pageBackgrounds).toEqual([
        expect.objectContaining({ page: 'rsvp', imageId: second.id }),
      ]);
      const backgrounds = await ctx.prisma.pageBackground.findMany({ where: { weddingId: premium.id } });
      expect(backgrounds).toHaveLength(1);

      const removed = await owner.delete(`${base}/assign-background`, { imageId: second.id, page: 'rsvp' });
      expect(removed.status).toBe(200);
      expect(removed.body.pageBackgrounds).toEqual([]);
    });

    it.each([
      ['an unknown page', { page: 'home' }],
      ['opacity below 0.1', { page: 'rsvp', opacity: 0.05 }],
      ['opacity above 1', { page: 'rsvp', opacity: 1.5 }],
      ['a bad position', { page: 'rsvp', position: '150% 20%' }],
      ['a bad size', { page: 'rsvp', size: 'stretch' }],
    ])('%s -> 400', async (_label, body) => {
      const image = await ctx.prisma.galleryImage.findFirstOrThrow({ where: { weddingId: premium.id } });
      const res = await owner.patch(`${base}/assign-background`, { imageId: image.id, ...body });
      expect(res.status).toBe(400);
    });

    it('an unknown image -> 404 Image not found', async () => {
      const res = await owner.patch(`${base}/assign-background`, { imageId: 'unknownimage1', page: 'info' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'imageNotFound', message: GALLERY_MESSAGES.imageNotFound });
    });
  });

  describe('tags (docs/requirements.md A5)', () => {
    it('adds a trimmed lower-case tag, rejects duplicates, empty and the eleventh; removes', async () => {
      const image = await uploadOne();
      const tags = `${base}/${image.id}/tags`;
      const added = await owner.post(tags, { tag: '  Beach ' });
      expect(added.status).toBe(200);
      expect(added.body.tags).toEqual(['beach']);
      expect((await owner.post(tags, { tag: 'BEACH' })).body).toEqual({
        error: 'tags.duplicate',
        message: 'This tag already exists',
      });
      expect((await owner.post(tags, { tag: '   ' })).body).toMatchObject({ error: 'tags.empty' });
      expect((await owner.post(tags, {})).status).toBe(400);
      for (let index = 1; index < TAGS_MAX; index += 1) {
        expect((await owner.post(tags, { tag: `tag${index}` })).status).toBe(200);
      }
      const eleventh = await owner.post(tags, { tag: 'one-too-many' });
      expect(eleventh.status).toBe(400);
      expect(eleventh.body).toEqual({
        error: 'tags.maxReached',
        message: `Maximum of ${TAGS_MAX} tags reached`,
        details: { max: TAGS_MAX },
      });
      const removed = await owner.delete(tags, { tag: 'Beach' });
      expect(removed.status).toBe(200);
      expect(removed.body.tags).not.toContain('beach');
      expect(removed.body.tags).toHaveLength(TAGS_MAX - 1);
    });

    it('concurrent adds never pass the maximum', async () => {
      const image = await uploadOne();
      const tags = `${base}/${image.id}/tags`;
      const results = await Promise.all(
        Array.from({ length: TAGS_MAX + 5 }, (_, index) => owner.post(tags, { tag: `race${index}` })),
      );
      expect(results.filter((res) => res.status === 200)).toHaveLength(TAGS_MAX);
      expect(results.filter((res) => res.status === 400)).toHaveLength(5);
      const stored = await ctx.prisma.galleryImage.findUniqueOrThrow({ where: { id: image.id } });
      expect(stored.tags).toHaveLength(TAGS_MAX);
    });

    it('a tag longer than the input limit -> 400', async () => {
      const image = await uploadOne();
      const res = await owner.post(`${base}/${image.id}/tags`, { tag: 'x'.repeat(31) });
      expect(res.status).toBe(400);
    });
  });

  describe('gallery image limit', () => {
    it(`refuses an upload once the gallery holds ${GALLERY_IMAGES_MAX} images`, async () => {
      const login = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
      await ctx.prisma.galleryImage.createMany({
        data: Array.from({ length: GALLERY_IMAGES_MAX }, (_, index) => ({
          weddingId: wedding.id,
          url: `/uploads/filler-${wedding.id}-${index}.webp`,
          storageKey: `filler-${wedding.id}-${index}.webp`,
          width: 1,
          height: 1,
          fileSize: 1,
          mimeType: 'image/webp',
        })),
      });
      const token = await login.client.ensureCsrf();
      const res = await login.client.raw
        .post(`/api/weddings/${wedding.id}/gallery/upload`)
        .set('X-CSRF-Token', token)
        .attach('file', await solid(4, 4).png().toBuffer(), 'a.png');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'upload.limitReached',
        message: GALLERY_MESSAGES.limitReached(GALLERY_IMAGES_MAX),
        details: { max: GALLERY_IMAGES_MAX },
      });
    });

    it('two concurrent uploads for the last place: one 201, one 409', async () => {
      const login = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
      await ctx.prisma.galleryImage.createMany({
        data: Array.from({ length: GALLERY_IMAGES_MAX - 1 }, (_, index) => ({
          weddingId: wedding.id,
          url: `/uploads/last-${wedding.id}-${index}.webp`,
          storageKey: `last-${wedding.id}-${index}.webp`,
          width: 1,
          height: 1,
          fileSize: 1,
          mimeType: 'image/webp',
        })),
      });
      const token = await login.client.ensureCsrf();
      const png = await solid(8, 8).png().toBuffer();
      const send = () =>
        login.client.raw
          .post(`/api/weddings/${wedding.id}/gallery/upload`)
          .set('X-CSRF-Token', token)
          .attach('file', png, 'a.png');
      const statuses = (await Promise.all([send(), send()])).map((res) => res.status);
      expect(statuses.sort()).toEqual([201, 409]);
      expect(await ctx.prisma.galleryImage.count({ where: { weddingId: wedding.id } })).toBe(
        GALLERY_IMAGES_MAX,
      );
    });
  });
});
