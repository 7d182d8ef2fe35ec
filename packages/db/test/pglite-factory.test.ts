import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  DataDirLockedError,
  LOCK_FILE_NAME,
  openDatabase,
  Prisma,
  readMigrations,
} from '../src/index';
import { probeIsolation } from './support/isolation-probe';

const migrationNames = readMigrations().map((migration) => migration.name);

function runChild(script: string, args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('openDatabase on embedded PGlite in memory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://', useTemplate: false });
  });
  afterAll(() => database?.close());

  it('serves PGlite on a local ephemeral port and applies every committed migration', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres/);
    expect(database.migrations).toEqual({ applied: migrationNames, alreadyApplied: [] });
    const rows = await database.prisma.$queryRaw<{ migration_name: string; finished: boolean }[]>`
      SELECT migration_name, finished_at IS NOT NULL AS finished FROM "_prisma_migrations" ORDER BY migration_name`;
    expect(rows).toEqual(migrationNames.map((name) => ({ migration_name: name, finished: true })));
  });

  it('reports a unique violation as P2002', async () => {
    await database.prisma.user.create({ data: { username: 'unique-pglite' } });
    const failure = await database.prisma.user
      .create({ data: { username: 'unique-pglite' } })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect(failure.code).toBe('P2002');
  });

  it('holds other requests off while a transaction is open, so uncommitted rows stay invisible', async () => {
    const committed = await probeIsolation(database.prisma, 'isolation-commit', 'commit', 'give-it-time');
    expect(committed.seenWhileOpen).toBeUndefined();
    expect(committed.finalResult).toBe(1);
    expect(committed.afterEnd).toBe(1);
    const rolledBack = await probeIsolation(
      database.prisma,
      'isolation-rollback',
      'rollback',
      'give-it-time',
    );
    expect(rolledBack.seenWhileOpen).toBeUndefined();
    expect(rolledBack.finalResult).toBe(0);
    expect(rolledBack.afterEnd).toBe(0);
  });

  it('answers many concurrent requests through the socket pool', async () => {
    const usernames = Array.from({ length: 60 }, (_, index) => `concurrent-${index}`);
    await Promise.all(usernames.map((username) => database.prisma.user.create({ data: { username } })));
    expect(await database.prisma.user.count({ where: { username: { startsWith: 'concurrent-' } } })).toBe(60);
  });

  it('keeps concurrent extended-protocol queries and transactions from interleaving in the one PGlite session', async () => {
    // Different parameter counts make an interleaved Parse/Bind fail loudly ("bind message supplies ...").
    const work = Array.from({ length: 30 }, (_, index) => {
      if (index % 3 === 0) {
        return database.prisma.$transaction(async (tx) => {
          await tx.user.create({ data: { username: `tx-${index}`, name: `Tx ${index}` } });
          return tx.user.count({
            where: { username: { in: [`tx-${index}`, `none-${index}`] }, role: 'user' },
          });
        });
      }
      if (index % 3 === 1) return database.prisma.user.count({ where: { username: `single-${index}` } });
      return database.prisma.user.count({
        where: {
          username: { in: [`a-${index}`, `b-${index}`, `c-${index}`] },
          name: { not: 'x' },
          role: 'admin',
        },
      });
    });
    const results = await Promise.all(work);
    expect(results.filter((_, index) => index % 3 === 0).every((count) => count === 1)).toBe(true);
    expect(results.filter((_, index) => index % 3 !== 0).every((count) => count === 0)).toBe(true);
  });

  it('finds guests by a case-insensitive name fragment (trigram-indexed column)', async () => {
    const wedding = await database.prisma.wedding.create({
      data: { slug: 'search-test', accessCode: 'ABCD2345' },
    });
    await database.prisma.guest.createMany({
      data: ['Lena Müller', 'Jonas Weber', 'Mia Müller-Schmidt'].map((name) => ({
        name,
        weddingId: wedding.id,
      })),
    });
    const found = await database.prisma.guest.findMany({
      where: { weddingId: wedding.id, name: { contains: 'müller', mode: 'insensitive' } },
      orderBy: { name: 'asc' },
    });
    expect(found.map((guest) => guest.name)).toEqual(['Lena Müller', 'Mia Müller-Schmidt']);
  });
});

describe('in-memory PGlite started from the cached migrated template', () => {
  const templateDir = mkdtempSync(path.join(tmpdir(), 'wedding-db-template-'));
  const previous = process.env.WEDDING_DB_TEMPLATE_DIR;
  beforeAll(() => {
    process.env.WEDDING_DB_TEMPLATE_DIR = templateDir;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.WEDDING_DB_TEMPLATE_DIR;
    else process.env.WEDDING_DB_TEMPLATE_DIR = previous;
    rmSync(templateDir, { recursive: true, force: true });
  });

  it('writes the template on the first open and starts later databases from it, empty and migrated', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      expect(first.migrations.applied).toEqual(migrationNames);
      expect(readdirSync(templateDir).filter((name) => name.endsWith('.tar'))).toHaveLength(1);
      await first.prisma.user.create({ data: { username: 'only-in-the-first' } });
    } finally {
      await first.close();
    }
    const second = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      expect(second.migrations).toEqual({ applied: [], alreadyApplied: migrationNames });
      expect(await second.prisma.user.count()).toBe(0);
      await second.prisma.user.create({ data: { username: 'template-works' } });
      const failure = await second.prisma.user
        .create({ data: { username: 'template-works' } })
        .catch((error) => error);
      expect(failure.code).toBe('P2002');
    } finally {
      await second.close();
    }
  });
  it('starts a new data folder from the template too, and the folder keeps working after reopen', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'wedding-db-template-folder-'));
    try {
      const fresh = await openDatabase({ databaseUrl: null, dataDir: folder });
      try {
        expect(fresh.migrations).toEqual({ applied: [], alreadyApplied: migrationNames });
        await fresh.prisma.user.create({ data: { username: 'kept' } });
      } finally {
        await fresh.close();
      }
      const reopened = await openDatabase({ databaseUrl: null, dataDir: folder });
      try {
        expect(await reopened.prisma.user.count({ where: { username: 'kept' } })).toBe(1);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('openDatabase on embedded PGlite in a data folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'wedding-db-pglite-'));
  const dataDir = path.join(folder, 'pglite');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps data across reopen, applies migrations only once, and releases the folder on close', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir, useTemplate: false });
    try {
      expect(first.migrations.applied).toEqual(migrationNames);
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'))).toEqual(
        expect.objectContaining({ pid: process.pid, port: Number(new URL(first.url).port) }),
      );
      await first.prisma.user.create({ data: { username: 'persisted' } });
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(second.migrations).toEqual({ applied: [], alreadyApplied: migrationNames });
      expect(await second.prisma.user.count({ where: { username: 'persisted' } })).toBe(1);

      // A second open in this process fails at once, before touching PGlite.
      const started = Date.now();
      const failure = await openDatabase({ databaseUrl: null, dataDir }).catch((error) => error);
      expect(failure).toBeInstanceOf(DataDirLockedError);
      expect(Date.now() - started).toBeLessThan(1_000);

      // So does another process: it stops with the clear message instead of corrupting the folder.
      const child = await runChild('test/fixtures/open-locked-folder.ts', [dataDir]);
      const report = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
      expect(child.code).toBe(1);
      expect(report).toMatchObject({ opened: false, code: 'DATA_DIR_LOCKED' });
      expect(report.message).toContain(`already in use by process ${process.pid}`);
      expect(report.message).toContain(`127.0.0.1:${new URL(second.url).port}`);
      expect(report.elapsedMs).toBeLessThan(1_000);
    } finally {
      await second.close();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 2_147_483_000, port: 1, startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const reopened = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
      expect(await reopened.prisma.user.count({ where: { username: 'persisted' } })).toBe(1);
    } finally {
      await reopened.close();
    }
  });
});
