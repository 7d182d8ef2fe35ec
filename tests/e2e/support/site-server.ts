import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
const apiEntry = path.join(repoRoot, 'apps/api/dist/main.js');
const siteIndex = path.join(repoRoot, 'apps/site/dist');

export interface CoupleLogin {
  username: string;
  password: string;
}

export interface SiteServer {
  baseUrl: string;
  /**
   * The same server as `http://localhost:PORT`: passkeys need it (Chromium refuses the relying party
   * 127.0.0.1), so the server's PUBLIC_URL (the WebAuthn origin and relying party `localhost`) is this one.
   */
  passkeyBaseUrl: string;
  /** The seeded demo wedding (packages/db seed). */
  slug: string;
  accessCode: string;
  couple: CoupleLogin;
  /** The seeded operator (superadmin). */
  staff: CoupleLogin;
  /** Everything the server printed so far: attached to failures so a crash explains itself. */
  output(): string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on (closed again right away; the server takes it a moment later). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  return address.port;
}

export function assertBuilt(): void {
  const missing = [apiEntry, siteIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Build first (npx -y pnpm@10 exec turbo run build --filter=@wedding/api... --filter=@wedding/site...); missing: ${missing.join(', ')}`,
    );
  }
}

function waitForBanner(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the server printed no banner within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      if (/listening on/i.test(output()) && /access code/i.test(output())) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`the server exited (${code}) before listening:\n${output()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.on('exit', onExit);
    onData();
  });
}

/**
 * Starts the production entry point (`node apps/api/dist/main.js`, which serves and server-renders the built site)
 * on a fresh data folder, so the demo wedding is seeded anew with a random access code and random logins.
 * `databaseUrl` undefined: the embedded PGlite database; otherwise that (empty) PostgreSQL database. `smtpUrl`: the
 * mail server the product sends through.
 */
export async function startSiteServer(
  options: { databaseUrl?: string; smtpUrl?: string } = {},
): Promise<SiteServer> {
  assertBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const passkeyBaseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    // WebAuthn's origin and relying party; pages on 127.0.0.1 still pass the API's same-origin checks.
    PUBLIC_URL: passkeyBaseUrl,
    NODE_ENV: 'test',
    // Every journey of every mode logs in and enters the access code from 127.0.0.1 within minutes; real couples
    // and guests come from addresses of their own. The per-account and per-wedding limits still apply.
    LOGIN_LIMIT_PER_IP: '1000',
    ACCESS_CODE_LIMIT_PER_IP: '1000',
    // Every email of every journey goes to the test's own SMTP server (or into the outbox without one).
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl, MAIL_FROM: 'Wedding <hello@wedding.test>' } : {}),
  };
  delete env.UPLOAD_DIR;
  // main.ts reads DATABASE_URL itself: removing it selects the embedded database.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, [apiEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  const output = () => printed;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForBanner(child, output, 150_000);
    const accessCode = /access code (\S+?)\)/.exec(printed)?.[1];
    // The banner names the demo site (/w/<slug>), or its card route while the site is not built.
    const slugMatch = /\/w\/([a-z0-9-]+)|\/api\/public\/weddings\/([a-z0-9-]+)\/card/.exec(printed);
    const slug = slugMatch?.[1] ?? slugMatch?.[2];
    if (!accessCode || !slug) throw new Error(`no demo slug or access code in the banner:\n${printed}`);
    const logins = JSON.parse(await readFile(path.join(dataDir, 'demo-logins.json'), 'utf8')) as {
      demo: CoupleLogin;
      admin: CoupleLogin;
    };
    return {
      baseUrl,
      passkeyBaseUrl,
      slug,
      accessCode,
      couple: logins.demo,
      staff: logins.admin,
      output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
