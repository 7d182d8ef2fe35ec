import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyMigrations, readMigrations } from '../src/index';
import { pgClientSession, pgliteSession } from '../src/migrate/sessions';
import type { SqlSession } from '../src/migrate/sql-session';
import { createScratchDatabase, shouldTestPostgres } from '../src/testing/index';

const testPostgres = await shouldTestPostgres();
const ROLES_MIGRATION = '20261203090000_member_roles';
const all = readMigrations();
const before = all.filter((migration) => migration.name < ROLES_MIGRATION);
const roles = all.filter((migration) => migration.name === ROLES_MIGRATION);

/** Weddings as they stood before roles: a creator who is a member, one whose creator left, one without creator. */
async function insertMembersBeforeRoles(sql: SqlSession): Promise<void> {
  await sql.exec(`
    INSERT INTO users (id, username, "updatedAt") VALUES
      ('u_anna', 'anna', now()), ('u_ben', 'ben', now()), ('u_clara', 'clara', now()), ('u_dora', 'dora', now());
    INSERT INTO weddings (id, slug, "userId", "accessCode", "updatedAt") VALUES
      ('w_kept', 'kept', 'u_anna', 'AAAABBBB', now()),
      ('w_left', 'left', 'u_anna', 'AAAABBBC', now()),
      ('w_orphan', 'orphan', NULL, 'AAAABBBD', now());
    INSERT INTO wedding_members (id, "weddingId", "userId", "joinedAt") VALUES
      ('m1', 'w_kept', 'u_anna', '2026-01-01'), ('m2', 'w_kept', 'u_ben', '2026-01-02'),
      ('m3', 'w_left', 'u_clara', '2026-01-03'), ('m4', 'w_left', 'u_dora', '2026-01-02'),
      ('m5', 'w_orphan', 'u_ben', '2026-01-05');
    INSERT INTO member_invitations (id, "weddingId", "invitedById", "tokenHash", "expiresAt") VALUES
      ('i1', 'w_kept', 'u_anna', 'hash', now() + interval '1 day');
  `);
}

async function checkBackFill(sql: SqlSession): Promise<void> {
  await applyMigrations(sql, { migrations: before, useAdvisoryLock: false });
  await insertMembersBeforeRoles(sql);
  await applyMigrations(sql, { migrations: roles, useAdvisoryLock: false });
  const members = await sql.query<{ id: string; role: string; side: string | null }>(
    'SELECT id, role::text, side::text FROM wedding_members ORDER BY id',
  );
  expect(members).toEqual([
    { id: 'm1', role: 'owner', side: null },
    { id: 'm2', role: 'coPlanner', side: null },
    // The creator is no longer a member: the longest-standing member manages the wedding now.
    { id: 'm3', role: 'coPlanner', side: null },
    { id: 'm4', role: 'owner', side: null },
    { id: 'm5', role: 'owner', side: null },
  ]);
  expect(await sql.query('SELECT role::text, side FROM member_invitations')).toEqual([
    { role: 'coPlanner', side: null },
  ]);
  // A side editor without a side (or another role with one) cannot be stored.
  await expect(sql.exec(`UPDATE wedding_members SET role = 'sideEditor' WHERE id = 'm2'`)).rejects.toThrow(
    /wedding_members_side_check/,
  );
  await expect(sql.exec(`UPDATE wedding_members SET side = 'partner1' WHERE id = 'm2'`)).rejects.toThrow(
    /wedding_members_side_check/,
  );
}

describe('the member roles migration', () => {
  it('back-fills roles on PGlite', async () => {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await checkBackFill(pgliteSession(db));
    } finally {
      await db.close();
    }
  });

  it.runIf(testPostgres)('back-fills roles on PostgreSQL', async () => {
    const scratch = await createScratchDatabase();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await checkBackFill(pgClientSession(client));
    } finally {
      await client.end();
      await scratch.drop();
    }
  });
});
