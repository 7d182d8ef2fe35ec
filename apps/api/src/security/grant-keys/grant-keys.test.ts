import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addGrantKey,
  GRANT_KEY_FILE_NAME,
  type GrantKeyFile,
  grantKeysFromEnv,
  grantKeysInUse,
  MISSING_PRODUCTION_SECRET,
  resolveGrantKeys,
} from './index.js';

const DAY = 24 * 60 * 60_000;
const TTL = 30 * DAY;
const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);
const KEY_C = 'c'.repeat(64);
const start = new Date('2027-01-01T00:00:00.000Z');
const later = (days: number) => new Date(start.getTime() + days * DAY);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-grant-keys-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const keyFile = () => path.join(dataDir, GRANT_KEY_FILE_NAME);
const readKeyFile = async () => JSON.parse(await readFile(keyFile(), 'utf8')) as GrantKeyFile;
const resolve = (env: NodeJS.ProcessEnv = {}, now = start) =>
  resolveGrantKeys({ env, dataDir, grantTtlMs: TTL, now });

describe('the embedded default key file', () => {
  it('is created once with mode 600 and reused by later starts', async () => {
    const first = await resolve();
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.previousSecrets).toEqual([]);
    expect((await stat(keyFile())).mode & 0o777).toBe(0o600);
    const second = await resolve({}, later(1));
    expect(second.secret).toBe(first.secret);
    expect((await readKeyFile()).keys).toHaveLength(1);
    // No temporary file is left next to it.
    expect(await readdir(dataDir)).toEqual([GRANT_KEY_FILE_NAME]);
  });

  it('gives processes starting at the same moment the same key', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => resolve()));
    expect(new Set(results.map((result) => result.secret)).size).toBe(1);
    expect((await readKeyFile()).keys).toHaveLength(1);
  });

  it('creates a missing data folder', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const keys = await resolveGrantKeys({ env: {}, dataDir: nested, grantTtlMs: TTL, now: start });
    expect(JSON.parse(await readFile(path.join(nested, GRANT_KEY_FILE_NAME), 'utf8')).keys[0].key).toBe(
      keys.secret,
    );
  });

  it('takes a widened mode back to 600', async () => {
    const { secret } = await resolve();
    await chmod(keyFile(), 0o644);
    const lines: string[] = [];
    const again = await resolveGrantKeys({
      env: {},
      dataDir,
      grantTtlMs: TTL,
      log: (line) => lines.push(line),
    });
    expect(again.secret).toBe(secret);
    expect((await stat(keyFile())).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toMatch(/readable by others/);
  });

  it('refuses a damaged file instead of replacing it', async () => {
    await writeFile(keyFile(), '{"keys": [', { mode: 0o600 });
    await expect(resolve()).rejects.toThrow(/not valid JSON/);
    await writeFile(keyFile(), JSON.stringify({ keys: [{ key: 'short', createdAt: start.toISOString() }] }));
    await expect(resolve()).rejects.toThrow(/at least 32 characters/);
    expect(await readFile(keyFile(), 'utf8')).toContain('short');
  });
});

describe('APP_SECRET', () => {
  it('overrides the key file (none is created) and APP_SECRET_PREVIOUS only verifies', async () => {
    const keys = await resolve({ APP_SECRET: KEY_A, APP_SECRET_PREVIOUS: ` ${KEY_B} ,${KEY_C},` });
    expect(keys).toMatchObject({ secret: KEY_A, previousSecrets: [KEY_B, KEY_C] });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses keys shorter than 32 characters and previous keys without a current one', () => {
    expect(() => grantKeysFromEnv({ APP_SECRET: 'too-short' })).toThrow(/APP_SECRET must be at least 32/);
    expect(() => grantKeysFromEnv({ APP_SECRET: KEY_A, APP_SECRET_PREVIOUS: 'short' })).toThrow(
      /APP_SECRET_PREVIOUS must be at least 32/,
    );
    expect(() => grantKeysFromEnv({ APP_SECRET_PREVIOUS: KEY_B })).toThrow(/APP_SECRET is not/);
    expect(grantKeysFromEnv({})).toBeUndefined();
  });

  it('is required in production: no key is invented or stored', async () => {
    await expect(resolve({ NODE_ENV: 'production' })).rejects.toThrow(MISSING_PRODUCTION_SECRET);
    expect(await readdir(dataDir)).toEqual([]);
    await expect(resolve({ NODE_ENV: 'production', APP_SECRET: KEY_A })).resolves.toMatchObject({
      secret: KEY_A,
    });
  });
});

describe('rotation of the key file', () => {
  it('signs with the new key and still verifies with the old one until its grants have expired', async () => {
    const { secret: first } = await resolve();
    const { file } = await addGrantKey(dataDir, { now: later(10), grantTtlMs: TTL });
    expect(file.keys).toHaveLength(2);
    expect((await stat(keyFile())).mode & 0o777).toBe(0o600);

    const afterRotation = await resolve({}, later(10));
    expect(afterRotation.secret).not.toBe(first);
    expect(afterRotation.previousSecrets).toEqual([first]);
    // The last grant signed with the old key was issued at day 10 and expires at day 40.
    expect((await resolve({}, new Date(later(40).getTime() - 1))).previousSecrets).toEqual([first]);
    expect((await resolve({}, later(40))).previousSecrets).toEqual([]);
  });

  it('drops keys whose grants have all expired when the next key is added', async () => {
    const { secret: first } = await resolve();
    await addGrantKey(dataDir, { now: later(1), grantTtlMs: TTL });
    const { secret: second } = await resolve({}, later(1));
    await addGrantKey(dataDir, { now: later(35), grantTtlMs: TTL });
    const kept = (await readKeyFile()).keys.map((entry) => entry.key);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(first);
    expect(kept[0]).toBe(second);
  });

  it('lists the earlier keys newest first', () => {
    const file: GrantKeyFile = {
      keys: [
        { key: KEY_A, createdAt: start.toISOString() },
        { key: KEY_B, createdAt: later(20).toISOString() },
        { key: KEY_C, createdAt: later(25).toISOString() },
      ],
    };
    expect(grantKeysInUse(file, { now: later(26), grantTtlMs: TTL })).toEqual({
      secret: KEY_C,
      previousSecrets: [KEY_B, KEY_A],
    });
    expect(grantKeysInUse(file, { now: later(50), grantTtlMs: TTL })).toEqual({
      secret: KEY_C,
      previousSecrets: [KEY_B],
    });
  });
});
