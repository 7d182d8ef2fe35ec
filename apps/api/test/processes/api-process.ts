import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../..');

/** Asks the OS for a port nobody listens on (closed again at once; the server takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ApiProcess = {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr), to explain a failure. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
};

/**
 * Starts the real server from source (`node --import tsx src/<entry>`), main.ts for one process or cluster.ts
 * for several, and waits until it prints `ready` (a pattern of its start-up banner).
 */
export async function startApiProcess(options: {
  entry: 'main.ts' | 'cluster.ts';
  env: Record<string, string>;
  ready: RegExp;
  timeoutMs?: number;
}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', options.entry)], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'development', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`${options.entry} did not start within ${options.timeoutMs ?? 120_000} ms:\n${text}`));
    }, options.timeoutMs ?? 120_000);
    const check = () => {
      if (options.ready.test(text)) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`${options.entry} exited (${code}) before it was ready:\n${text}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', check);
    child.on('exit', onExit);
  });
  return { child, output: () => text, exited };
}

/** SIGTERM, then SIGKILL if it does not stop within `graceMs`. */
export async function stopApiProcess(api: ApiProcess, graceMs = 15_000): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), graceMs);
  await api.exited;
  clearTimeout(timer);
}
