import pg from 'pg';
import { type ApplyMigrationsOptions, applyMigrations, type MigrationResult } from './apply-migrations';
import { pgClientSession } from './sessions';

/** Applies pending migrations to a PostgreSQL database over a dedicated connection. */
export async function migratePostgres(
  databaseUrl: string,
  options: Omit<ApplyMigrationsOptions, 'useAdvisoryLock'> = {},
): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await applyMigrations(pgClientSession(client), { ...options, useAdvisoryLock: true });
  } finally {
    await client.end();
  }
}
