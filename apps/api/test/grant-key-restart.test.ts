// Guests stay admitted across restarts: the real server process (apps/api/dist/main.js) on a data
// folder that outlives it. Needs the built API (turbo's @wedding/api#test depends on its build).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '@wedding/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_GRANT_COOKIE_PREFIX } from '../src/auth/guest-grant.js';
import { GRANT_KEY_FILE_NAME, type GrantKeyFile } from '../src/security/grant-keys/index.js';
import { hmacBase64Url, sha256Hex } from '../src/security/tokens.js';
import { TEST_DATABASES } from './harness.js';
import { type ApiProcess, apiEnv, runDistScript, startApiProcess } from './support/api-process.js';

const PROCESS_TEST_TIMEOUT = 300_000;

type Grant = { name: string; value: string; weddingId: string };

/** The guest's admission as the site does it: CSRF cookie first, then the access code; returns the grant cookie. */
async function admit(server: ApiProcess): Promise<Grant> {
  const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
  const csrfCookie = csrf.headers.getSetCookie().find((line) => line.startsWith('wedding_csrf='));
  const token = csrfCookie?.split(';')[0]?.slice('wedding_csrf='.length) ?? '';
  const response = await fetch(`${server.baseUrl}/api/public/weddings/${server.slug}/access`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.baseUrl,
      Cookie: `wedding_csrf=${token}`,
      'X-CSRF-Token': decodeURIComponent(token),
    },
    body: JSON.stringify({ accessCode: server.accessCode }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(GUEST_GRANT_COOKIE_PREFIX));
  const [name = '', value = ''] = line?.split(';')[0]?.split('=') ?? [];
  expect(name).not.toBe('');
  return { name, value: decodeURIComponent(value), weddingId: name.slice(GUEST_GRANT_COOKIE_PREFIX.length) };
}

const openSite = (server: ApiProcess, grant: Pick<Grant, 'name' | 'value'>) =>
  fetch(`${server.baseUrl}/api/public/weddings/${server.slug}`, {
    headers: { Cookie: `${grant.name}=${encodeURIComponent(grant.value)}` },
  });

/** A grant made outside the server with `key` (guest-grant.ts's format: expiry, then the HMAC). */
function grantSignedWith(
  key: string,
  grant: Grant,
  accessCode: string,
  expiresAt = Date.now() + 60 * 60_000,
): Grant {
  const signature = hmacBase64Url(key, `grant:${grant.weddingId}:${expiresAt}:${sha256Hex(accessCode)}`);
  return { ...grant, value: `${expiresAt}.${signature}` };
}

describe.each(TEST_DATABASES)('guest grants across server restarts (%s)', (db) => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let server: ApiProcess | undefined;
  const env = () => apiEnv({ dataDir, databaseUrl: scratch?.url });
  const restart = async () => {
    await server?.stop();
    server = await startApiProcess(env());
    return server;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-grant-restart-'));
    scratch = db === 'postgres' ? await createScratchDatabase('wedding_test_api_restart') : undefined;
  });
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'admits a guest whose grant still opens the site after a restart and after a key rotation',
    async () => {
      const first = await restart();
      const grant = await admit(first);
      expect((await openSite(first, grant)).status).toBe(200);
      const keyFile = path.join(dataDir, GRANT_KEY_FILE_NAME);
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
      const [storedKey] = (JSON.parse(await readFile(keyFile, 'utf8')) as GrantKeyFile).keys;

      const second = await restart();
      expect(second.output()).not.toMatch(/created the guest-grant signing key/);
      const reopened = await openSite(second, grant);
      expect(reopened.status, second.output()).toBe(200);
      expect(((await reopened.json()) as { wedding?: unknown }).wedding).toBeTruthy();

      // Same format, the stored key: accepted; any other key: refused.
      const withStoredKey = grantSignedWith(storedKey?.key ?? '', grant, second.accessCode);
      expect((await openSite(second, withStoredKey)).status).toBe(200);
      const withUnknownKey = grantSignedWith(randomBytes(32).toString('hex'), grant, second.accessCode);
      const refused = await openSite(second, withUnknownKey);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error?: string }).error).toBe('accessCodeRequired');

      await second.stop();
      const rotation = await runDistScript('rotate-grant-key.js', env());
      expect(rotation.code, rotation.output).toBe(0);
      const third = await restart();
      expect(third.output()).toMatch(/1 earlier still accepted/);
      expect((await openSite(third, grant)).status).toBe(200);
      const fresh = await admit(third);
      expect((await openSite(third, fresh)).status).toBe(200);
      // New grants are signed with the key the rotation added.
      const rotatedKeys = (JSON.parse(await readFile(keyFile, 'utf8')) as GrantKeyFile).keys;
      expect(rotatedKeys.map((entry) => entry.key)).toEqual([storedKey?.key, expect.any(String)]);
      const expiresAt = Number(fresh.value.split('.')[0]);
      expect(grantSignedWith(rotatedKeys[1]?.key ?? '', fresh, third.accessCode, expiresAt).value).toBe(
        fresh.value,
      );
      expect((await openSite(third, withUnknownKey)).status).toBe(401);
    },
    PROCESS_TEST_TIMEOUT,
  );
});

describe('a production start without APP_SECRET', () => {
  it('refuses to start, with a message naming APP_SECRET, and creates nothing', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-grant-production-'));
    try {
      const result = await runDistScript('main.js', apiEnv({ dataDir, NODE_ENV: 'production', PORT: '0' }));
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/failed to start: NODE_ENV=production needs APP_SECRET/);
      expect(result.output).not.toMatch(/listening on/i);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
