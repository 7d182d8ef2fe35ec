import { UPLOAD_IMAGE_MIME_TYPES } from '@wedding/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  MAX_INPUT_PIXELS,
  MAX_STORED_EDGE_PX,
  processImage,
  THUMBNAIL_EDGE_PX,
  UPLOAD_MESSAGES,
  UploadError,
} from '../src/uploads/index.js';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

describe('uploads (docs/requirements.md A5): type detected by magic bytes (jpeg, png, webp only)', () => {
  it('recognises real JPEG, PNG and WebP files', async () => {
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe('image/png');
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe('image/webp');
    expect(UPLOAD_IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });

  it.each([
    ['text pretending to be a jpg', Buffer.from('just some text, named photo.jpg')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated JPEG signature', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('rejects %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('upload pipeline: re-encode to WebP, strip metadata, record dimensions', () => {
  it('turns a JPEG with EXIF and GPS into a WebP without metadata, plus a thumbnail', async () => {
    const withExif = await solid(640, 480)
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Copyright: 'secret photographer', Make: 'PhoneCam' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
        },
      })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const result = await processImage(withExif);

    expect(result.sourceType).toBe('image/jpeg');
    expect(result.contentType).toBe('image/webp');
    expect(detectImageType(result.image.buffer)).toBe('image/webp');
    const stored = await sharp(result.image.buffer).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(result.image.buffer.includes(Buffer.from('secret photographer'))).toBe(false);
    expect(result.image).toMatchObject({ width: 640, height: 480, size: result.image.buffer.length });
    expect(result.thumbnail).toMatchObject({ width: THUMBNAIL_EDGE_PX, height: 300 });
    expect((await sharp(result.thumbnail.buffer).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await solid(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(rotated);
    expect(result.image).toMatchObject({ width: 20, height: 60 });
  });

  it('keeps small images at their size and scales large ones to the stored edge', async () => {
    const small = await processImage(await solid(120, 90).png().toBuffer());
    expect(small.image).toMatchObject({ width: 120, height: 90 });
    expect(small.thumbnail).toMatchObject({ width: 120, height: 90 });
    const large = await processImage(await solid(3000, 1500).png().toBuffer());
    expect(large.image).toMatchObject({ width: MAX_STORED_EDGE_PX, height: MAX_STORED_EDGE_PX / 2 });
  });

  it('accepts WebP input', async () => {
    const result = await processImage(await solid(50, 50).webp().toBuffer());
    expect(result.sourceType).toBe('image/webp');
  });

  it('rejects text named .jpg with 415 and the type message', async () => {
    await expect(processImage(Buffer.from('hello, I am text'))).rejects.toMatchObject({
      status: 415,
      message: UPLOAD_MESSAGES.unsupportedType,
    });
  });

  it('rejects a JPEG header followed by garbage with 422', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const error = await processImage(broken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(422);
  });

  it('rejects an image above the input pixel limit (decompression bomb) with 413', async () => {
    // 8,000 x 5,001 pixels of one colour: a tiny PNG that would decode past MAX_INPUT_PIXELS.
    const bomb = await solid(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    expect(8000 * 5001).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(processImage(bomb)).rejects.toMatchObject({
      status: 413,
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
  });

  it('accepts an image exactly at the pixel limit', async () => {
    const atLimit = await solid(8000, 5000).png({ compressionLevel: 9 }).toBuffer();
    const result = await processImage(atLimit);
    expect(result.image.width).toBe(MAX_STORED_EDGE_PX);
  }, 60_000);
});
