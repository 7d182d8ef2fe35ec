import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/factory/data-dir-lock';

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'wedding-db-lock-'));
  folders.push(folder);
  return folder;
}

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not start a short-lived process');
  return child.pid;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('embedded data folder lock (one process per PGlite folder)', () => {
  it('writes pid and port into the lock file and removes it on release', () => {
    const folder = freshFolder();
    const lock = acquireDataDirLock(folder);
    lock.recordPort(54321);
    const owner = JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, port: 54321 });
    lock.release();
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second claim while the first is held, naming the owner and the port', () => {
    const folder = freshFolder();
    const lock = acquireDataDirLock(folder);
    lock.recordPort(40123);
    try {
      expect(() => acquireDataDirLock(folder)).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(folder)).toThrowError(
        /already in use by this process \(serving it on 127\.0\.0\.1:40123\)/,
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(folder).release();
  });

  it('refuses a folder held by another live process', () => {
    const folder = freshFolder();
    // The parent of this test process is alive for the whole test.
    writeFileSync(
      path.join(folder, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.ppid, port: 5999, startedAt: '' }),
    );
    const error = (() => {
      try {
        acquireDataDirLock(folder);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).code).toBe('DATA_DIR_LOCKED');
    expect((error as DataDirLockedError).message).toContain(`process ${process.ppid}`);
  });

  it('takes over a stale lock left by a dead process', () => {
    const folder = freshFolder();
    const pid = deadPid();
    writeFileSync(path.join(folder, LOCK_FILE_NAME), JSON.stringify({ pid, port: 5999, startedAt: '' }));
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const folder = freshFolder();
    writeFileSync(path.join(folder, LOCK_FILE_NAME), 'not json');
    const lock = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
