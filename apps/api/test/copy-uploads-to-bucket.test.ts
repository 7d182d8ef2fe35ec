import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySucceeded, copyUploadsToBucket } from '../src/storage/copy-uploads-to-bucket.js';
import type { Storage } from '../src/storage/index.js';
import { createS3Storage, type S3Storage } from '../src/storage/s3-storage.js';
import { runDistScript } from './support/api-process.js';
import { S3RVER_CREDENTIALS, startS3Server, TEST_BUCKET, type TestS3Server } from './support/s3-server.js';

async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const stored = await storage.createReadStream(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: TestS3Server;
let storage: S3Storage;
let root: string;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.settings());
  root = await mkdtemp(path.join(os.tmpdir(), 'wedding-copy-uploads-'));
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

/** An upload folder as the local store leaves it: images, thumbnails, a half-written file, a stray dotfile. */
async function uploadFolder(name: string): Promise<{ directory: string; files: Record<string, Buffer> }> {
  const directory = path.join(root, name);
  await mkdir(path.join(directory, 'nested'), { recursive: true });
  const files: Record<string, Buffer> = {
    [`${name}-a.webp`]: randomBytes(180_000),
    [`${name}-a-thumb.webp`]: randomBytes(9_000),
    [`${name}-seed.jpg`]: randomBytes(40_000),
    [`${name}-empty.png`]: Buffer.alloc(0),
  };
  for (const [key, bytes] of Object.entries(files)) await writeFile(path.join(directory, key), bytes);
  await writeFile(path.join(directory, `${name}-b.webp.4242.1700000000000.part`), 'half');
  await writeFile(path.join(directory, '.DS_Store'), 'finder');
  await writeFile(path.join(directory, 'nested', 'inside.webp'), 'not a flat upload');
  return { directory, files };
}

function commandEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const name of ['DATA_DIR', 'STORAGE_PUBLIC_URL', 'AWS_REGION', 'AWS_PROFILE']) {
    if (!(name in overrides)) delete env[name];
  }
  return env;
}

describe('copy-uploads-to-bucket: the command an installation moves its upload folder with', () => {
  it('copies every upload, verifies each one, and on a second run only checks them', async () => {
    const { directory, files } = await uploadFolder('cli');
    const env = commandEnv({
      UPLOAD_DIR: directory,
      STORAGE_URL: `s3://${TEST_BUCKET}?endpoint=${s3.endpoint}&region=us-east-1`,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });

    const first = await runDistScript('copy-uploads-to-bucket.js', env);
    expect(first.output).toContain(
      '4 upload files (229000 bytes): 4 copied and verified, 0 already there and identical, 0 mismatched, 0 failed',
    );
    expect(first.output).toContain(
      'not upload names, left out: .DS_Store, cli-b.webp.4242.1700000000000.part',
    );
    expect(first.output).toContain('Every upload is in the bucket and verified.');
    expect(first.output).not.toContain('NodeVersionSupportWarning');
    expect(first.code).toBe(0);
    for (const [key, bytes] of Object.entries(files)) {
      expect((await readStored(storage, key))?.equals(bytes), key).toBe(true);
      expect((await storage.createReadStream(key))?.contentType).toBe(
        key.endsWith('.jpg') ? 'image/jpeg' : key.endsWith('.png') ? 'image/png' : 'image/webp',
      );
    }
    expect(await readStored(storage, 'inside.webp')).toBeNull();

    const changed = randomBytes(500);
    await writeFile(path.join(directory, 'cli-seed.jpg'), changed);
    const second = await runDistScript('copy-uploads-to-bucket.js', env);
    expect(second.output).toContain(
      '4 upload files (189500 bytes): 1 copied and verified, 3 already there and identical, 0 mismatched, 0 failed',
    );
    expect(second.code).toBe(0);
    expect((await readStored(storage, 'cli-seed.jpg'))?.equals(changed)).toBe(true);
  });

  it('stops with the reason when the bucket cannot be used or none is named', async () => {
    const { directory } = await uploadFolder('refused');
    const missing = await runDistScript(
      'copy-uploads-to-bucket.js',
      commandEnv({
        UPLOAD_DIR: directory,
        STORAGE_URL: `s3://no-such-bucket?endpoint=${s3.endpoint}`,
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      }),
    );
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('The bucket "no-such-bucket" at http://127.0.0.1');
    expect(missing.output).toContain('it does not exist');

    const unnamed = await runDistScript(
      'copy-uploads-to-bucket.js',
      commandEnv({ UPLOAD_DIR: directory, STORAGE_URL: '' }),
    );
    expect(unnamed.code).toBe(1);
    expect(unnamed.output).toContain('STORAGE_URL is not set');
    expect(await readStored(storage, 'refused-a.webp')).toBeNull();
  });

  it('reports a store that does not keep what it was given, and does not call the copy a success', async () => {
    const { directory, files } = await uploadFolder('lossy');
    // The real bucket behind a store that loses each object's last byte on the way in, as a broken proxy or a
    // store saving transfer framing would: only reading back shows it.
    const lossy: Storage = {
      ...storage,
      async put(key, body, contentType) {
        const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await Readable.from(body).toArray());
        await storage.put(key, bytes.subarray(0, Math.max(0, bytes.length - 1)), contentType);
      },
    };
    const lines: string[] = [];
    const summary = await copyUploadsToBucket({ directory, storage: lossy, log: (line) => lines.push(line) });
    expect(summary.files).toBe(4);
    // The empty file has no last byte to lose.
    expect(summary.copied).toBe(1);
    expect(summary.mismatched.map(({ key }) => key).sort()).toEqual(
      Object.keys(files)
        .filter((key) => files[key]?.length)
        .sort(),
    );
    expect(summary.mismatched.find(({ key }) => key === 'lossy-a.webp')?.reason).toBe(
      'read back 179999 bytes, the file has 180000',
    );
    expect(copySucceeded(summary)).toBe(false);
    expect(lines.some((line) => line.startsWith('! lossy-a.webp'))).toBe(true);

    // Run again with the store that keeps every byte: the mismatched objects are written again and verified.
    const repaired = await copyUploadsToBucket({ directory, storage });
    expect(repaired).toMatchObject({ copied: 3, alreadyThere: 1, mismatched: [], failed: [] });
    expect(copySucceeded(repaired)).toBe(true);
  });
});
