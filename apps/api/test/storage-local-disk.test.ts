import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, isSafeStorageKey, type Storage } from '../src/storage/index.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('storage keys: flat safe names only (no path traversal)', () => {
  it.each(['abc.webp', 'wedding-1_image-2.webp', 'A1', `a${'b'.repeat(199)}.webp`])('accepts %s', (key) => {
    expect(isSafeStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '../etc/passwd',
    '..',
    '.hidden',
    'a/b.webp',
    'a\\b.webp',
    '/abs.webp',
    'a..webp',
    'a.b.c',
    'a%2F..webp',
    'a\u0000.webp',
    `a${'b'.repeat(200)}.webp`,
  ])('rejects %j', (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });
});

describe('local disk storage', () => {
  let directory: string;
  let storage: Storage;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'wedding-storage-'));
    storage = createLocalDiskStorage({ directory: path.join(directory, 'uploads') });
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a buffer and reads it back with its type and size', async () => {
    await storage.put('one.webp', Buffer.from('hello'), 'image/webp');
    const stored = await storage.createReadStream('one.webp');
    expect(stored).not.toBeNull();
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.size).toBe(5);
    expect((await readAll(stored!.stream)).toString()).toBe('hello');
  });

  it('stores a stream and leaves no temporary file behind', async () => {
    await storage.put('two.png', Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 'image/png');
    expect(await readFile(path.join(directory, 'uploads', 'two.png'), 'utf8')).toBe('abcd');
    expect(await readdir(path.join(directory, 'uploads'))).toEqual(['two.png']);
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.createReadStream('missing.webp')).toBeNull();
    await storage.put('three.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('three.webp');
    await storage.delete('three.webp');
    expect(await storage.createReadStream('three.webp')).toBeNull();
  });

  it('refuses traversal keys on every operation', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe/);
    await expect(storage.createReadStream('../../etc/passwd')).rejects.toThrow(/Unsafe/);
    await expect(storage.delete('a/../../b')).rejects.toThrow(/Unsafe/);
    expect(() => storage.url('../x')).toThrow(/Unsafe/);
  });

  it('builds the public URL under /uploads by default and under a custom prefix', () => {
    expect(storage.url('one.webp')).toBe('/uploads/one.webp');
    const custom = createLocalDiskStorage({ directory, publicPath: '/files/' });
    expect(custom.url('one.webp')).toBe('/files/one.webp');
  });
});
