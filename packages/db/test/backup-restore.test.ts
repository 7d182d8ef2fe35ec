import { spawn } from 'node:child_process';
import { existsSync, fsyncSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/factory/embedded-server';
import { backupDataDir, DataDirLockedError, openDatabase, restoreDataDir } from '../src/index';

const packageRoot = path.resolve(import.meta.dirname, '..');

function runCli(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: packageRoot });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function usernames(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await database.prisma.user.findMany({ orderBy: { username: 'asc' } })).map(
      (user) => user.username,
    );
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded data folder', () => {
  let root: string;
  let dataDir: string;
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'wedding-backup-'));
    dataDir = path.join(root, 'data');
    archive = path.join(root, 'backups', 'data.tar.gz');
    await mkdir(path.dirname(archive), { recursive: true });
    const database = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
    await database.prisma.user.create({ data: { username: 'before-backup' } });
    await database.close();
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'kept.webp'), 'image bytes');
    await writeFile(path.join(dataDir, 'uploads', 'half.webp.123.part'), 'half-written');
    await writeFile(path.join(dataDir, 'grant-keys.json'), '{"keys":[]}', { mode: 0o600 });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses while a server holds the folder', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
    try {
      await expect(backupDataDir({ dataDir, archive })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(restoreDataDir({ archive, dataDir })).rejects.toThrow();
    } finally {
      await database.close();
    }
    expect(existsSync(archive)).toBe(false);
  });

  it('backs up (one command) and restores (one command) database, uploads and key file; later changes are undone', async () => {
    const backup = await runCli('src/cli/backup-cli.ts', ['--data-dir', dataDir, '--out', archive]);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${archive}`);

    // Changes after the backup: a new user, one deleted, an upload added and one removed.
    const database = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
    await database.prisma.user.create({ data: { username: 'after-backup' } });
    await database.prisma.user.delete({ where: { username: 'before-backup' } });
    await database.close();
    await writeFile(path.join(dataDir, 'uploads', 'added.webp'), 'later');
    await rm(path.join(dataDir, 'uploads', 'kept.webp'));
    expect(await usernames(dataDir)).toEqual(['after-backup']);

    const restore = await runCli('src/cli/restore-cli.ts', [archive, '--data-dir', dataDir]);
    expect(restore.code, restore.output).toBe(0);
    const previous = /previous content is in (.+)$/m.exec(restore.output)?.[1];
    expect(previous).toBeDefined();

    expect(await usernames(dataDir)).toEqual(['before-backup']);
    expect(await readFile(path.join(dataDir, 'uploads', 'kept.webp'), 'utf8')).toBe('image bytes');
    expect(existsSync(path.join(dataDir, 'uploads', 'added.webp'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', 'half.webp.123.part'))).toBe(false);
    expect(await readFile(path.join(dataDir, 'grant-keys.json'), 'utf8')).toBe('{"keys":[]}');
    // Nothing was deleted: the replaced folder is kept beside it.
    expect(await readFile(path.join(previous as string, 'uploads', 'added.webp'), 'utf8')).toBe('later');
  }, 240_000);

  it('refuses an archive that is not a data-folder backup', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    const other = path.join(root, 'other');
    await mkdir(path.join(other, 'pglite-not'), { recursive: true });
    const tar = await import('tar');
    await tar.create({ gzip: true, file: bogus, cwd: other }, ['.']);
    await expect(restoreDataDir({ archive: bogus, dataDir })).rejects.toThrow(/not a data-folder backup/);
    expect(await usernames(dataDir)).toEqual(['before-backup']);
  }, 120_000);
});

describe('embedded database durability: commits are flushed to the disk', () => {
  it('runs with fsync on and calls fsync(2) for every commit before answering', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wedding-fsync-'));
    let syncs = 0;
    const db = await openPglite(folder, undefined, (fd) => {
      syncs += 1;
      fsyncSync(fd);
    });
    try {
      const settings = await db.query<{ fsync: string; method: string; commit: string }>(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method, current_setting('synchronous_commit') AS commit",
      );
      expect(settings.rows[0]).toEqual({ fsync: 'on', method: 'fsync', commit: 'on' });
      await db.exec('CREATE TABLE flushed (id int)');
      const before = syncs;
      for (let i = 0; i < 20; i += 1) await db.query('INSERT INTO flushed VALUES ($1)', [i]);
      expect(syncs - before).toBeGreaterThanOrEqual(20);
    } finally {
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
