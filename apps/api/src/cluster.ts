import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Several API processes behind one port (node:cluster): `API_WORKERS=4 node dist/cluster.js`.
 *
 * Each worker is the ordinary server (main.ts) and keeps nothing that the others need in its memory: sessions,
 * passkey challenges and rate-limit windows are database rows, guest grants are signed with the shared key
 * (APP_SECRET or the data folder's key file). The primary only starts, restarts and stops workers; Node hands
 * it the incoming connections and deals them round-robin to the workers.
 */

const here = fileURLToPath(import.meta.url);
// From dist (built) the worker is main.js; run from source through tsx it is main.ts.
const workerEntry = path.join(path.dirname(here), here.endsWith('.ts') ? 'main.ts' : 'main.js');

const RESTART_DELAY_MS = 1_000;
/** More unexpected exits than this within CRASH_WINDOW_MS means something is broken: stop instead of looping. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

function workerCount(env: NodeJS.ProcessEnv): number {
  const count = Number(env.API_WORKERS ?? os.availableParallelism());
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`Invalid API_WORKERS: ${env.API_WORKERS}`);
  return count;
}

function forkWorker(port: number): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = cluster.fork();
    const onExit = (code: number | null) =>
      reject(new Error(`worker ${worker.id} exited with ${code} while starting`));
    // 'listening' fires for every server a worker opens (the embedded database's local socket too): wait for
    // the API's own port.
    const onListening = (address: { port: number }) => {
      if (port !== 0 && address.port !== port) return;
      worker.off('exit', onExit);
      worker.off('listening', onListening);
      resolve(worker);
    };
    worker.once('exit', onExit);
    worker.on('listening', onListening);
  });
}

async function runPrimary(): Promise<void> {
  const count = workerCount(process.env);
  const port = Number(process.env.PORT ?? 3000);
  if (count > 1 && !process.env.DATABASE_URL) {
    throw new Error(
      'API_WORKERS > 1 needs PostgreSQL (set DATABASE_URL): the embedded database allows one process per data folder.',
    );
  }
  cluster.setupPrimary({ exec: workerEntry });
  let stopping = false;
  const crashes: number[] = [];

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] as number) < now - CRASH_WINDOW_MS) crashes.shift();
    console.error(`[cluster] worker ${worker.id} exited (${signal ?? code}); starting a replacement`);
    if (crashes.length > MAX_CRASHES) {
      console.error(`[cluster] ${crashes.length} workers died within a minute; stopping`);
      process.exit(1);
    }
    setTimeout(() => {
      if (!stopping)
        forkWorker(port).catch((error: unknown) => console.error('[cluster] restart failed', error));
    }, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `[cluster] ${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} workers`,
    );
    const force = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // The first worker alone applies migrations, seeds the demo and creates the key file; the others then
  // find everything in place instead of racing for it.
  await forkWorker(port);
  await Promise.all(Array.from({ length: count - 1 }, () => forkWorker(port)));
  console.log(`[cluster] ${count} API worker${count === 1 ? '' : 's'} serving on port ${port}`);
}

if (cluster.isPrimary) {
  runPrimary().catch((error: unknown) => {
    console.error('[cluster] failed to start', error);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(1);
  });
}
