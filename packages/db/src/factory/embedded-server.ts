import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DURABLE_START_PARAMS, DurableNodeFS, type FileSync } from './durable-node-fs';

/** Socket connections the embedded server accepts (extra ones are dropped, not queued). */
export const EMBEDDED_MAX_CONNECTIONS = 10;
/**
 * The embedded pool holds ONE connection. All socket connections share PGlite's single session, and
 * pglite-socket queues protocol messages one by one: with several connections the Parse of one can land
 * between the Parse and Bind of another ("bind message supplies 3 parameters, but prepared statement
 * requires 4"). PGlite runs one query at a time anyway, so one connection costs no throughput.
 */
export const EMBEDDED_POOL_SIZE = 1;

export const MEMORY_DATA_DIR = 'memory://';

export interface EmbeddedServer {
  db: PGlite;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Opens PGlite (with pg_trgm, used by the guest-name index) in a folder or in memory. A new database
 * may start from a dump (`template`) instead of running initdb. A folder is opened durably: fsync on and
 * every commit flushed to the disk before it is acknowledged (see DurableNodeFS); `sync` replaces fsync(2)
 * in tests that count the flushes.
 */
export async function openPglite(dataDir: string, template?: Blob, sync?: FileSync): Promise<PGlite> {
  const extensions = { pg_trgm };
  const loadDataDir = template ? { loadDataDir: template } : {};
  if (dataDir === MEMORY_DATA_DIR) return PGlite.create({ extensions, ...loadDataDir });
  return PGlite.create({
    fs: new DurableNodeFS(dataDir, sync),
    startParams: [...DURABLE_START_PARAMS],
    extensions,
    ...loadDataDir,
  });
}

/** True when the folder holds no PostgreSQL cluster yet (PGlite would run initdb). */
export function isNewDataDir(dataDir: string): boolean {
  return dataDir === MEMORY_DATA_DIR || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Serves an open PGlite over the PostgreSQL wire protocol on 127.0.0.1 and an ephemeral free port. */
export async function serveOverSocket(db: PGlite): Promise<EmbeddedServer> {
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    db,
    port,
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: () => server.stop(),
  };
}
