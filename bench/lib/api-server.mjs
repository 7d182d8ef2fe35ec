import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadApi } from './modules.mjs';

/**
 * The real Express app on a fresh PostgreSQL database, listening on 127.0.0.1 only; with `jobs`, its job queue runs
 * too (mail is rendered into the outbox: no SMTP server), rendering on a worker thread as main.ts does.
 */
export async function startApiServer(databaseUrl, options = {}) {
  const api = await loadApi();
  const database = await api.openDatabase({ databaseUrl, poolSize: 10 });
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-bench-'));
  const deps = {
    prisma: database.prisma,
    pool: database.pool,
    storage: api.createLocalDiskStorage({ directory: uploadDir }),
    config: api.defaultConfig(),
    now: () => new Date(),
    ...(options.jobs ? { renderer: api.workerRenderer() } : {}),
  };
  const jobs = options.jobs ? await api.startMailJobs(deps) : undefined;
  const app = api.createApp(deps);
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    prisma: database.prisma,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await jobs?.stop();
      await deps.renderer?.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
