import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '@wedding/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './harness.js';
import { type ApiProcess, freePort, startApiProcess, stopApiProcess } from './processes/api-process.js';

type Attempt = { status: number; servedBy: string | undefined };

/** One wrong-password login on a connection of its own, so node:cluster deals it to the next worker. */
function attemptLogin(port: number, username: string, clientIp: string): Promise<Attempt> {
  const body = JSON.stringify({ username, password: 'wrong password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': clientIp,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            servedBy: res.headers['x-served-by'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sequential brute force: how many wrong passwords are judged (401) before the first 429. */
async function bruteForce(port: number, username: string, clientIp: string, attempts: number) {
  const results: Attempt[] = [];
  for (let i = 0; i < attempts; i += 1) results.push(await attemptLogin(port, username, clientIp));
  const firstRefusal = results.findIndex((result) => result.status === 429);
  return {
    judgedBeforeRefusal: firstRefusal === -1 ? results.length : firstRefusal,
    statuses: results.map((result) => result.status),
    workers: new Set(results.map((result) => result.servedBy)),
  };
}

/**
 * More than one process (docs/operations.md, 'PostgreSQL and several processes'): the API under node:cluster
 * (src/cluster.ts) behind one port keeps its rate limits in PostgreSQL, so a password brute force spread over two
 * workers is stopped after as many attempts as against one process (the per-account limit: 10 failures in 15 minutes).
 * PostgreSQL only: the embedded database allows one process per data folder.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))(
  'several API processes behind one port (node:cluster)',
  () => {
    let scratch: ScratchDatabase;
    let dataDir: string;
    const running: ApiProcess[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase('wedding_cluster');
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-cluster-'));
    });
    afterAll(async () => {
      for (const api of running) await stopApiProcess(api);
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function startCluster(workers: number): Promise<{ api: ApiProcess; port: number }> {
      const port = await freePort();
      const api = await startApiProcess({
        entry: 'cluster.ts',
        ready: new RegExp(`\\[cluster\\] ${workers} API workers? serving`),
        timeoutMs: 240_000,
        env: {
          API_WORKERS: String(workers),
          PORT: String(port),
          DATABASE_URL: scratch.url,
          DATA_DIR: dataDir,
          APP_SECRET: randomBytes(32).toString('hex'),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // Each brute force comes from its own (forwarded) address, so the per-IP window of one does not
          // limit the next.
          TRUST_PROXY: 'true',
        },
      });
      running.push(api);
      return { api, port };
    }

    it('a brute force spread over two workers is stopped at the same count as against one process', async () => {
      const single = await startCluster(1);
      const alone = await bruteForce(
        single.port,
        `brute-single-${randomBytes(3).toString('hex')}`,
        '198.51.100.1',
        14,
      );
      await stopApiProcess(single.api);

      const pair = await startCluster(2);
      const spread = await bruteForce(
        pair.port,
        `brute-spread-${randomBytes(3).toString('hex')}`,
        '198.51.100.2',
        14,
      );
      await stopApiProcess(pair.api);

      expect(alone.workers.size).toBe(1);
      expect(spread.workers.size, `answered by ${[...spread.workers].join(', ')}`).toBe(2);
      // defaultConfig: loginPerAccount 10 failures per 15 minutes.
      expect(alone.judgedBeforeRefusal, alone.statuses.join(' ')).toBe(10);
      expect(spread.judgedBeforeRefusal, spread.statuses.join(' ')).toBe(alone.judgedBeforeRefusal);
      expect(spread.statuses.slice(10).every((status) => status === 429)).toBe(true);
    }, 600_000);
  },
);
