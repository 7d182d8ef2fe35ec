import { randomUUID } from 'node:crypto';
import { type MigrationFile, readMigrations } from './read-migrations';
import type { SqlSession } from './sql-session';

/** Same table Prisma Migrate keeps, so `prisma migrate status` and `deploy` agree with this migrator. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Arbitrary but fixed key of the session advisory lock that serialises concurrent starters. */
export const MIGRATION_ADVISORY_LOCK_KEY = 727_401_550_917;

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migrationName: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

export interface ApplyMigrationsOptions {
  migrations?: MigrationFile[];
  /** Take a PostgreSQL session advisory lock around the run (off for PGlite: it has a single session). */
  useAdvisoryLock?: boolean;
  log?: (message: string) => void;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

async function applyOne(session: SqlSession, migration: MigrationFile): Promise<void> {
  await session.exec('BEGIN');
  try {
    const id = randomUUID();
    await session.query(
      'INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, now(), 0)',
      [id, migration.checksum, migration.name],
    );
    await session.exec(migration.sql);
    await session.query(
      'UPDATE "_prisma_migrations" SET "finished_at" = now(), "applied_steps_count" = 1 WHERE "id" = $1',
      [id],
    );
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Migration ${migration.name} failed and was rolled back: ${reason}`,
      migration.name,
      {
        cause: error,
      },
    );
  }
}

async function applyPending(
  session: SqlSession,
  migrations: MigrationFile[],
  log: (message: string) => void,
): Promise<MigrationResult> {
  await session.exec(CREATE_MIGRATIONS_TABLE);
  const rows = await session.query<AppliedRow>(
    'SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"',
  );
  const unfinished = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (unfinished) {
    throw new MigrationError(
      `Migration ${unfinished.migration_name} was started but never finished; resolve it with \`prisma migrate resolve\` before starting.`,
      unfinished.migration_name,
    );
  }
  const finished = new Map(
    rows.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]),
  );
  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  for (const migration of migrations) {
    const existing = finished.get(migration.name);
    if (existing) {
      if (existing.checksum !== migration.checksum) {
        log(
          `Migration ${migration.name} was edited after it was applied (checksum differs); leaving it as is.`,
        );
      }
      result.alreadyApplied.push(migration.name);
      continue;
    }
    await applyOne(session, migration);
    log(`Applied migration ${migration.name}`);
    result.applied.push(migration.name);
  }
  return result;
}

/**
 * Applies the committed migration.sql files in order, each in its own transaction, recording them in
 * `_prisma_migrations`. Idempotent; with the advisory lock a second concurrent starter waits and then
 * finds everything applied.
 */
export async function applyMigrations(
  session: SqlSession,
  { migrations = readMigrations(), useAdvisoryLock = true, log = () => {} }: ApplyMigrationsOptions = {},
): Promise<MigrationResult> {
  if (!useAdvisoryLock) return applyPending(session, migrations, log);
  await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
  try {
    return await applyPending(session, migrations, log);
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
  }
}
