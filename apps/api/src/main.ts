import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createsEmbeddedDatabase, defaultUploadDir, openDatabase } from '@wedding/db';
import { type AppDeps, createApp } from './app.js';
import { configFromEnv } from './config.js';
import { answerClientErrorsInJson } from './http/answer-client-errors.js';
import { isSiteBuilt } from './http/site-pages.js';
import { isDashboardBuilt } from './http/static-apps.js';
import { startMailJobs } from './jobs/start-mail-jobs.js';
import { redactedSmtpUrl } from './mail/mail-transport.js';
import { workerRenderer } from './rendering/renderer.js';
import { GrantKeyConfigurationError, resolveGrantKeys } from './security/grant-keys/index.js';
import { batchedGuestViews } from './site/guest-views.js';
import { createPublicViewCache } from './site/public-view-cache.js';
import { printBanner, seedDemoIfEmpty } from './startup.js';
import { createStorage, imageStoreOnStorage, StorageConfigurationError } from './storage/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Set for the process that creates a new embedded database and its demo; it ends once they are written. */
const PREPARE_ONLY = 'WEDDING_PREPARE_ONLY';

/**
 * A new embedded database and its demo are made by a process of its own. What making them takes stays with a
 * process that held it: PGlite keeps the migrated template it started from, and the demo's image work grows the
 * allocator's arenas, about 280 MB together (docs/decisions.md, "The embedded server's memory").
 */
async function prepareInOwnProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [PREPARE_ONLY]: '1' },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the new embedded database failed (exit code ${code})`);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`Invalid PORT: ${process.env.PORT}`);
  const envConfig = configFromEnv(process.env);
  // DATA_DIR moves the embedded database, uploads, demo logins and grant keys together (default <repo>/.data).
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  // Before the database opens: production without APP_SECRET stops here, with nothing created.
  const { source: grantKeySource, ...grantKeys } = await resolveGrantKeys({
    env: process.env,
    dataDir: dataDir ?? path.join(repoRoot, '.data'),
    grantTtlMs: envConfig.guestGrantTtlMs,
    log: (line) => console.log(`[keys] ${line}`),
  });
  console.log(
    `[keys] guest grants signed with the key from ${grantKeySource}` +
      (grantKeys.previousSecrets.length > 0
        ? ` (${grantKeys.previousSecrets.length} earlier still accepted)`
        : ''),
  );
  const config = {
    ...envConfig,
    ...grantKeys,
    staticApps: {
      site: path.join(repoRoot, 'apps/site/dist'),
      dashboard: path.join(repoRoot, 'apps/dashboard/dist'),
    },
  };
  const uploadDir = process.env.UPLOAD_DIR ?? (dataDir ? path.join(dataDir, 'uploads') : defaultUploadDir());
  // Before the database opens, like the keys: a bucket that cannot be used stops the start here.
  const { storage, description: storageDescription } = await createStorage(config.storage, { uploadDir });
  console.log(`[storage] uploads kept in the ${storageDescription}`);
  const databaseOptions = { dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined };
  const preparing = process.env[PREPARE_ONLY] === '1';
  if (!preparing && createsEmbeddedDatabase(databaseOptions)) await prepareInOwnProcess();
  const database = await openDatabase({ ...databaseOptions, log: (line) => console.log(`[db] ${line}`) });
  const demo = await seedDemoIfEmpty(database.prisma, {
    uploadDir,
    dataDir: dataDir ?? path.join(repoRoot, '.data'),
    // The demo's photos go where every other upload goes (a bucket when one is configured).
    storeImage: config.storage.kind === 's3' ? imageStoreOnStorage(storage) : undefined,
  });
  if (preparing) {
    await database.close();
    // A bucket client's sockets must not keep this process, and with it the server's start, waiting.
    process.exit(0);
  }
  const deps: AppDeps = {
    prisma: database.prisma,
    pool: database.pool,
    storage,
    config: { ...config, demoSlug: demo.slug },
    now: () => new Date(),
    // A burst of guests (a blast of invitations opened at once) reads each site once every few seconds and writes
    // its views in batches (docs/decisions.md, "Reaching guests").
    guestViews: batchedGuestViews(database.prisma),
    publicViews: createPublicViewCache(),
    // Emails and printed cards are drawn on a worker thread: the process keeps answering meanwhile.
    renderer: workerRenderer(),
  };
  // Mail goes out through the job queue on the same database: SMTP_URL's server, or the outbox without one.
  const jobs = await startMailJobs(deps);
  console.log(
    config.mail.smtpUrl
      ? `[mail] sending through ${redactedSmtpUrl(config.mail.smtpUrl)} as ${config.mail.from}`
      : '[mail] no SMTP_URL: every email stays in the outbox, marked as not sent',
  );
  const app = createApp(deps);

  const siteServed = isSiteBuilt(config.staticApps.site);
  const dashboardServed = isDashboardBuilt(config.staticApps.dashboard);
  const server = app.listen(port, () =>
    printBanner(`http://localhost:${port}`, demo, { siteServed, dashboardServed }),
  );
  answerClientErrorsInJson(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      Promise.all([jobs.stop(), deps.guestViews?.stop(), deps.renderer?.close()])
        .catch((error: unknown) => console.error('[api] stopping the job queue failed', error))
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('[api] closing the database failed', error);
          process.exit(1);
        });
    });
    server.closeAllConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration mistake is explained by its message; a stack trace would only bury it.
  if (error instanceof GrantKeyConfigurationError || error instanceof StorageConfigurationError)
    console.error(`[api] failed to start: ${error.message}`);
  else console.error('[api] failed to start', error);
  process.exit(1);
});
