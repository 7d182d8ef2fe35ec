import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultUploadDir, openDatabase } from '@wedding/db';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { isSiteBuilt } from './http/site-pages.js';
import { printBanner, seedDemoIfEmpty } from './startup.js';
import { createLocalDiskStorage } from './storage/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`Invalid PORT: ${process.env.PORT}`);
  const config = {
    ...configFromEnv(process.env),
    staticApps: {
      site: path.join(repoRoot, 'apps/site/dist'),
      dashboard: path.join(repoRoot, 'apps/dashboard/dist'),
    },
  };
  // DATA_DIR moves the embedded database, uploads and demo logins together (default <repo>/.data).
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  const database = await openDatabase({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    log: (line) => console.log(`[db] ${line}`),
  });
  const uploadDir = process.env.UPLOAD_DIR ?? (dataDir ? path.join(dataDir, 'uploads') : defaultUploadDir());
  const demo = await seedDemoIfEmpty(database.prisma, {
    uploadDir,
    dataDir: dataDir ?? path.join(repoRoot, '.data'),
  });
  const storage = createLocalDiskStorage({ directory: uploadDir });
  const app = createApp({ prisma: database.prisma, storage, config, now: () => new Date() });

  const siteServed = isSiteBuilt(config.staticApps.site);
  const server = app.listen(port, () => printBanner(`http://localhost:${port}`, demo, { siteServed }));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
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
  console.error('[api] failed to start', error);
  process.exit(1);
});
