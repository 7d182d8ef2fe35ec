import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const apiDist = path.resolve(import.meta.dirname, '../../dist');
const BUILD_HINT = 'build first: npx -y pnpm@10 exec turbo run build --filter=@wedding/api...';

export type ApiProcess = {
  baseUrl: string;
  /** The seeded demo wedding, read from the start banner. */
  slug: string;
  accessCode: string;
  output(): string;
  /** SIGTERM (the server closes its database), SIGKILL after 15 s. The data folder is left as it is. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a machine that loses its power: nothing is closed. */
  kill(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  return address.port;
}

/**
 * The environment of a started server: its own data folder and port; the embedded database unless a
 * PostgreSQL URL is given; no grant key or upload folder inherited from the shell that runs the tests.
 */
export function apiEnv(overrides: { dataDir: string; databaseUrl?: string } & NodeJS.ProcessEnv) {
  const { dataDir, databaseUrl, ...rest } = overrides;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...rest };
  for (const name of [
    'UPLOAD_DIR',
    'APP_SECRET',
    'APP_SECRET_PREVIOUS',
    'DATABASE_URL',
    'PUBLIC_URL',
    'STORAGE_URL',
  ]) {
    if (!(name in rest)) delete env[name];
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function collectOutput(child: ChildProcess): () => string {
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
    });
  }
  return () => printed;
}

/** Runs a script of apps/api/dist to its end; resolves with its exit code and everything it printed. */
export async function runDistScript(
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const entry = path.join(apiDist, script);
  if (!existsSync(entry)) throw new Error(`${entry} is missing; ${BUILD_HINT}`);
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output: output() };
}

/**
 * Starts `node apps/api/dist/main.js` on a free port and resolves once its banner (URL, demo slug and access code) is
 * printed. `PUBLIC_URL` defaults to the server's own address.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const entry = path.join(apiDist, 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing; ${BUILD_HINT}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    // Machines behind one load balancer share the public address; one server alone is reached at its own.
    env: { ...env, PORT: String(port), PUBLIC_URL: env.PUBLIC_URL ?? baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  const banner = await new Promise<{ slug: string; accessCode: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`no start banner within 120 s:\n${output()}`));
    }, 120_000);
    const poll = setInterval(() => {
      const printed = output();
      const accessCode = /access code (\S+?)\)/.exec(printed)?.[1];
      const slugMatch = /\/w\/([a-z0-9-]+)|\/api\/public\/weddings\/([a-z0-9-]+)\/card/.exec(printed);
      const slug = slugMatch?.[1] ?? slugMatch?.[2];
      const done = (error?: Error) => {
        clearTimeout(timer);
        clearInterval(poll);
        if (error) reject(error);
        else if (slug && accessCode) resolve({ slug, accessCode });
      };
      if (/listening on/i.test(printed) && slug && accessCode) done();
      else if (child.exitCode !== null) done(new Error(`the server exited (${child.exitCode}):\n${printed}`));
    }, 100);
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl, ...banner, output, stop, kill };
}
