import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, UPLOAD_MESSAGES, uploadMessageKey } from '../src/uploads/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** A PNG chunk: length, type, data, CRC-32 over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A real decompression bomb: a valid 20,000 x 20,000 one-bit greyscale PNG whose 50 MB of zero rows deflate to
 * a file of ~50 KB, and would decode to 400 million pixels.
 */
function pixelBomb(): Buffer {
  const edge = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(edge * (1 + edge / 8)); // each row: filter byte 0, then 2,500 zero bytes
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function photoWithGps(): Promise<Buffer> {
  return solid(320, 240)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'PhoneCam', Artist: 'hidden photographer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      },
    })
    .toBuffer();
}

type Hostile = {
  name: string;
  file: () => Promise<Buffer>;
  filename: string;
  status: number;
  message: string;
};

const HOSTILE: Hostile[] = [
  {
    name: 'an SVG (script-capable vector file)',
    file: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
    filename: 'logo.svg',
    status: 415,
    message: UPLOAD_MESSAGES.unsupportedType,
  },
  {
    name: 'an HTML/JPEG polyglot (a valid JPEG with a page appended)',
    file: async () =>
      Buffer.concat([
        await solid(64, 64).jpeg().toBuffer(),
        Buffer.from('<html><body><script>fetch("/api/account/export")</script></body></html>'),
      ]),
    filename: 'photo.jpg',
    status: 422,
    message: UPLOAD_MESSAGES.containsMarkup,
  },
  {
    name: 'a JPEG whose comment segment holds a script',
    file: async () => {
      const jpeg = await solid(64, 64).jpeg().toBuffer();
      const comment = Buffer.from('<script>alert(document.cookie)</script>');
      const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
      return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    },
    filename: 'photo.jpg',
    status: 422,
    message: UPLOAD_MESSAGES.containsMarkup,
  },
  {
    name: 'a 20,000 x 20,000 pixel bomb in a small file',
    file: async () => pixelBomb(),
    filename: 'bomb.png',
    status: 413,
    message: UPLOAD_MESSAGES.tooManyPixels,
  },
  {
    name: 'a truncated JPEG (cut in half)',
    file: async () => {
      const jpeg = await solid(400, 300).jpeg({ quality: 95 }).toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
    filename: 'photo.jpg',
    status: 422,
    message: UPLOAD_MESSAGES.truncated,
  },
  {
    name: 'a truncated PNG',
    file: async () => {
      const png = await solid(400, 300).png({ compressionLevel: 0 }).toBuffer();
      return png.subarray(0, Math.floor(png.length / 2));
    },
    filename: 'photo.png',
    status: 422,
    message: UPLOAD_MESSAGES.truncated,
  },
  {
    name: 'a PNG with the wrong extension (.jpg)',
    file: async () => solid(32, 32).png().toBuffer(),
    filename: 'photo.jpg',
    status: 415,
    message: UPLOAD_MESSAGES.wrongExtension,
  },
  {
    name: 'a JPEG named as a document (.pdf)',
    file: async () => solid(32, 32).jpeg().toBuffer(),
    filename: 'invoice.pdf',
    status: 415,
    message: UPLOAD_MESSAGES.wrongExtension,
  },
];

describe('hostile uploads: the image pipeline refuses each with a message', () => {
  for (const hostile of HOSTILE) {
    it(`refuses ${hostile.name} (${hostile.status})`, async () => {
      const bytes = await hostile.file();
      await expect(processImage(bytes, hostile.filename)).rejects.toMatchObject({
        status: hostile.status,
        message: hostile.message,
      });
    });
  }

  it('the pixel bomb really is small and really declares 400 million pixels', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const { width, height } = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(width! * height!).toBe(400_000_000);
  });
});

describe.each(TEST_DATABASES)('hostile uploads through the API (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let wedding: CreatedWedding;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    owner = login.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id], isPremium: true });
  });

  async function upload(file: Buffer, filename: string) {
    const token = await owner.ensureCsrf();
    return owner.raw
      .post(`/api/weddings/${wedding.id}/gallery/upload`)
      .set('X-CSRF-Token', token)
      .attach('file', file, { filename, contentType: 'image/jpeg' });
  }

  for (const hostile of [
    ...HOSTILE,
    {
      name: 'a zero-byte file',
      file: async () => Buffer.alloc(0),
      filename: 'empty.jpg',
      status: 400,
      message: UPLOAD_MESSAGES.emptyFile,
    },
  ]) {
    it(`${hostile.name}: ${hostile.status} with its message, nothing stored`, async () => {
      const res = await upload(await hostile.file(), hostile.filename);
      expect(res.status).toBe(hostile.status);
      // The message key (shown in the person's language) and the English text.
      expect(res.body).toMatchObject({ error: uploadMessageKey(hostile.message), message: hostile.message });
    });
  }

  it('nothing of the refused files was stored', async () => {
    expect(await ctx.prisma.galleryImage.count({ where: { weddingId: wedding.id } })).toBe(0);
  });

  it('a photo with EXIF and GPS is stored without any of it (image and thumbnail)', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    // The GPS IFD pointer (tag 0x8825, little- or big-endian) and the artist's name are in the original.
    expect(
      before.exif?.includes(Buffer.from([0x25, 0x88])) || before.exif?.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);
    expect(before.exif?.includes(Buffer.from('hidden photographer'))).toBe(true);
    const res = await upload(original, 'holiday.jpg');
    expect(res.status).toBe(201);
    for (const url of [res.body.url, res.body.thumbnailUrl] as string[]) {
      const stored = await ctx
        .client()
        .raw.get(url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const bytes = stored.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      for (const marker of ['Exif', 'GPS', 'PhoneCam', 'hidden photographer']) {
        expect(bytes.includes(Buffer.from(marker)), marker).toBe(false);
      }
    }
  });
});
