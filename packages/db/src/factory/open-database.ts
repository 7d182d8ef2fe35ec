import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { type Prisma, PrismaClient } from '../generated/prisma/client';
import type { MigrationResult } from '../migrate/apply-migrations';
import { applyMigrations } from '../migrate/apply-migrations';
import { migratePostgres } from '../migrate/migrate-postgres';
import { readMigrations } from '../migrate/read-migrations';
import { pgliteSession } from '../migrate/sessions';
import { defaultPgliteDataDir } from '../paths';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import {
  EMBEDDED_POOL_SIZE,
  type EmbeddedServer,
  isNewDataDir,
  MEMORY_DATA_DIR,
  openPglite,
  serveOverSocket,
} from './embedded-server';
import { migratedTemplatePath, readMigratedTemplate, writeMigratedTemplate } from './migrated-template';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL URL. Undefined: use env DATABASE_URL. null or '': force the embedded database. */
  databaseUrl?: string | null;
  /** Embedded data folder (default <repo>/.data/pglite); 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** Apply pending committed migrations before returning (default true). */
  migrate?: boolean;
  /** Receives one line per notable step (database chosen, migrations applied). */
  log?: (message: string) => void;
  /** Prisma Client log levels (default none). */
  prismaLog?: Prisma.LogLevel[];
  /** PostgreSQL pool size (default 10). The embedded pool always has one connection (see EMBEDDED_POOL_SIZE). */
  poolSize?: number;
  /**
   * A new embedded database (memory, or a folder without a cluster) starts from a cached dump of a
   * freshly migrated one instead of running initdb (default true; see migrated-template.ts).
   */
  useTemplate?: boolean;
}

export interface Database {
  prisma: PrismaClient;
  /**
   * The connection pool Prisma runs on. Other clients of the database (the job queue) query through it, so on the
   * embedded database they wait for the one connection instead of interleaving with Prisma's messages.
   */
  pool: pg.Pool;
  kind: DatabaseKind;
  /** Connection URL the pool uses (for the embedded database: its local wire-protocol socket). */
  url: string;
  /** Embedded data folder, or undefined for PostgreSQL. */
  dataDir?: string;
  migrations: MigrationResult;
  /** Disconnects Prisma, stops the socket server and PGlite, releases the data-folder lock. Idempotent. */
  close(): Promise<void>;
}

const NO_MIGRATIONS: MigrationResult = { applied: [], alreadyApplied: [] };

/**
 * Interactive transactions wait for a pooled connection (maxWait) and may run for `timeout`. Prisma's
 * 2 s / 5 s defaults are too tight for the single embedded connection on a busy machine.
 */
export const DEFAULT_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

function createPrisma(
  url: string,
  poolSize: number,
  prismaLog: Prisma.LogLevel[],
): { prisma: PrismaClient; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return {
    prisma: new PrismaClient({ adapter, log: prismaLog, transactionOptions: DEFAULT_TRANSACTION_OPTIONS }),
    pool,
  };
}

/** Prisma's disconnect ends the pool it was given; a pool Prisma never used is ended here. */
async function closeClient({ prisma, pool }: { prisma: PrismaClient; pool: pg.Pool }): Promise<void> {
  await prisma.$disconnect();
  if (!pool.ended) await pool.end();
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const migrations = options.migrate === false ? NO_MIGRATIONS : await migratePostgres(url, { log });
  const client = createPrisma(url, options.poolSize ?? 10, options.prismaLog ?? []);
  await client.prisma.$connect();
  log(`Using PostgreSQL at ${redactPassword(url)}`);
  let closed: Promise<void> | undefined;
  return {
    ...client,
    kind: 'postgres',
    url,
    migrations,
    close: () => {
      closed ??= closeClient(client);
      return closed;
    },
  };
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir ?? defaultPgliteDataDir();
  const inMemory = dataDir === MEMORY_DATA_DIR;
  const lock: DataDirLock | undefined = inMemory ? undefined : acquireDataDirLock(dataDir);
  let db: PGlite | undefined;
  let server: EmbeddedServer | undefined;
  try {
    const migrationFiles = readMigrations();
    const templatePath =
      isNewDataDir(dataDir) && options.migrate !== false && options.useTemplate !== false
        ? migratedTemplatePath(migrationFiles)
        : undefined;
    const template = templatePath ? await readMigratedTemplate(templatePath) : undefined;
    db = await openPglite(dataDir, template);
    // Migrations run on the PGlite instance before anything else can connect, so no lock is needed.
    const migrations =
      options.migrate === false
        ? NO_MIGRATIONS
        : await applyMigrations(pgliteSession(db), {
            migrations: migrationFiles,
            useAdvisoryLock: false,
            log,
          });
    if (templatePath && !template) {
      await writeMigratedTemplate(templatePath, await db.dumpDataDir('none'));
    }
    server = await serveOverSocket(db);
    lock?.recordPort(server.port);
    const client = createPrisma(server.url, EMBEDDED_POOL_SIZE, options.prismaLog ?? []);
    await client.prisma.$connect();
    log(`Using embedded PGlite (${inMemory ? 'in memory' : dataDir}) on 127.0.0.1:${server.port}`);
    const openServer = server;
    const openDb = db;
    let closed: Promise<void> | undefined;
    return {
      ...client,
      kind: 'pglite',
      url: server.url,
      dataDir: inMemory ? undefined : dataDir,
      migrations,
      close: () => {
        closed ??= (async () => {
          try {
            await closeClient(client);
            await openServer.stop();
            await openDb.close();
          } finally {
            lock?.release();
          }
        })();
        return closed;
      },
    };
  } catch (error) {
    await server?.stop().catch(() => {});
    await db?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * Opens the application database: PostgreSQL through @prisma/adapter-pg when a URL is given (or env
 * DATABASE_URL is set), otherwise embedded PGlite served over a local socket with the same adapter, so
 * both behave alike (for example P2002 on unique violations). Pending migrations are applied first.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = postgresUrlOf(options);
  return url ? openPostgres(url, options) : openEmbedded(options);
}

const postgresUrlOf = (options: Pick<OpenDatabaseOptions, 'databaseUrl'>) =>
  options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;

/** Whether openDatabase with these options creates a new embedded database folder (its first start). */
export function createsEmbeddedDatabase(
  options: Pick<OpenDatabaseOptions, 'databaseUrl' | 'dataDir'> = {},
): boolean {
  const dataDir = options.dataDir ?? defaultPgliteDataDir();
  return !postgresUrlOf(options) && dataDir !== MEMORY_DATA_DIR && isNewDataDir(dataDir);
}
