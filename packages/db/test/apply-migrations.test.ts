import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, MigrationError, type MigrationFile } from '../src/index';
import { pgClientSession } from '../src/migrate/sessions';
import { createScratchDatabase, type ScratchDatabase, shouldTestPostgres } from '../src/testing/index';

const testPostgres = await shouldTestPostgres();

function migration(name: string, sql: string, checksum = name.padEnd(64, '0').slice(0, 64)): MigrationFile {
  return { name, sql, checksum };
}

const createGood = migration('20260101000000_good', 'CREATE TABLE good (id int primary key);');
const createBroken = migration(
  '20260102000000_broken',
  'CREATE TABLE half_done (id int); INSERT INTO missing_table VALUES (1);',
);

describe.runIf(testPostgres)('applyMigrations (start-up migrator compatible with _prisma_migrations)', () => {
  let scratch: ScratchDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());
  beforeEach(async () => {
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  });
  afterEach(() => client.end());

  const tables = async () =>
    (
      await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    ).rows.map((row) => row.tablename);
  const recorded = async () =>
    (
      await client.query<{ migration_name: string; checksum: string }>(
        'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
      )
    ).rows;

  it('rolls a failing migration back completely and records only the ones that succeeded', async () => {
    const failure = await applyMigrations(pgClientSession(client), {
      migrations: [createGood, createBroken],
    }).catch((error) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect(failure.migrationName).toBe(createBroken.name);
    expect(failure.message).toContain('missing_table');
    expect(await tables()).toEqual(['_prisma_migrations', 'good']);
    expect(await recorded()).toEqual([{ migration_name: createGood.name, checksum: createGood.checksum }]);
  });

  it('refuses to start over a migration Prisma left unfinished', async () => {
    await applyMigrations(pgClientSession(client), { migrations: [createGood] });
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ('x', 'c', '20260103000000_stuck', now())`,
    );
    await expect(applyMigrations(pgClientSession(client), { migrations: [createGood] })).rejects.toThrowError(
      /20260103000000_stuck was started but never finished/,
    );
  });

  it('leaves an applied migration whose file changed alone, and says so', async () => {
    await applyMigrations(pgClientSession(client), { migrations: [createGood] });
    const lines: string[] = [];
    const edited = { ...createGood, checksum: 'f'.repeat(64) };
    const result = await applyMigrations(pgClientSession(client), {
      migrations: [edited],
      log: (line) => lines.push(line),
    });
    expect(result).toEqual({ applied: [], alreadyApplied: [createGood.name] });
    expect(lines).toEqual([expect.stringContaining('checksum differs')]);
  });
});
