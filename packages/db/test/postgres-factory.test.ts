import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migratePostgres, openDatabase, Prisma, readMigrations } from '../src/index';
import { createScratchDatabase, type ScratchDatabase, shouldTestPostgres } from '../src/testing/index';
import { probeIsolation } from './support/isolation-probe';

const testPostgres = await shouldTestPostgres();

const migrationNames = readMigrations().map((migration) => migration.name);

async function recordedMigrations(
  url: string,
): Promise<{ migration_name: string; applied_steps_count: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'SELECT migration_name, applied_steps_count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

describe.runIf(testPostgres)('openDatabase on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('applies the committed migrations and records them like prisma migrate deploy', async () => {
    expect(database.kind).toBe('postgres');
    expect(database.migrations).toEqual({ applied: migrationNames, alreadyApplied: [] });
    expect(await recordedMigrations(scratch.url)).toEqual(
      migrationNames.map((name) => ({ migration_name: name, applied_steps_count: 1 })),
    );
  });

  it('includes the raw-SQL expression index the RSVP phone lookup uses', async () => {
    const indexes = await database.prisma.$queryRaw<{ indexdef: string }[]>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'guests_weddingId_phoneDigits_idx'`;
    expect(indexes).toHaveLength(1);
    expect(indexes[0]?.indexdef).toContain("regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)");
  });

  it('is idempotent: a later start applies nothing', async () => {
    const again = await openDatabase({ databaseUrl: scratch.url });
    try {
      expect(again.migrations).toEqual({ applied: [], alreadyApplied: migrationNames });
    } finally {
      await again.close();
    }
    expect(await recordedMigrations(scratch.url)).toHaveLength(migrationNames.length);
  });

  it('reports a unique violation as P2002', async () => {
    await database.prisma.user.create({ data: { username: 'unique-postgres' } });
    const failure = await database.prisma.user
      .create({ data: { username: 'unique-postgres' } })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect(failure.code).toBe('P2002');
  });

  it('never shows uncommitted rows to other connections', async () => {
    const committed = await probeIsolation(database.prisma, 'pg-isolation-commit', 'commit', 'wait-for-read');
    expect(committed.seenWhileOpen).toBe(0);
    expect(committed.afterEnd).toBe(1);
    const rolledBack = await probeIsolation(
      database.prisma,
      'pg-isolation-rollback',
      'rollback',
      'wait-for-read',
    );
    expect(rolledBack.seenWhileOpen).toBe(0);
    expect(rolledBack.afterEnd).toBe(0);
  });
});

describe.runIf(testPostgres)('migratePostgres with concurrent starters', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });
  afterAll(() => scratch?.drop());

  it('applies each migration exactly once when two starters race (advisory lock)', async () => {
    const [first, second] = await Promise.all([migratePostgres(scratch.url), migratePostgres(scratch.url)]);
    expect([...first.applied, ...second.applied].sort()).toEqual(migrationNames);
    expect([...first.alreadyApplied, ...second.alreadyApplied].sort()).toEqual(migrationNames);
    expect(await recordedMigrations(scratch.url)).toHaveLength(migrationNames.length);
  });
});
