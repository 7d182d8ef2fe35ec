import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'wedding-db.lock';

export interface LockOwner {
  pid: number;
  port: number | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.port === null ? 'starting up' : `serving it on 127.0.0.1:${owner.port}`;
    const who = owner.pid === process.pid ? 'this process' : `process ${owner.pid}`;
    super(
      `The embedded database folder ${dataDir} is already in use by ${who} (${where}). ` +
        'PGlite allows one process per data folder: stop the other process, choose another folder, ' +
        'or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Folders locked by this process; a second open in the same process must fail like a second process. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, port: parsed.port ?? null, startedAt: parsed.startedAt ?? '' };
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    try {
      writeSync(fd, JSON.stringify(owner));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface DataDirLock {
  lockPath: string;
  recordPort(port: number): void;
  release(): void;
}

/**
 * Claims a data folder for this process with a lock file holding pid and port. A lock whose pid is
 * no longer alive is stale and taken over; a live one fails at once with DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  mkdirSync(resolved, { recursive: true });
  const lockPath = path.join(resolved, LOCK_FILE_NAME);
  const owner: LockOwner = { pid: process.pid, port: null, startedAt: new Date().toISOString() };

  if (heldByThisProcess.has(resolved)) {
    throw new DataDirLockedError(resolved, readOwner(lockPath) ?? owner);
  }
  if (!tryCreate(lockPath, owner)) {
    const existing = readOwner(lockPath);
    if (existing && isAlive(existing.pid) && existing.pid !== process.pid) {
      throw new DataDirLockedError(resolved, existing);
    }
    // Stale (dead pid, unreadable, or left by an earlier run of this very pid): take it over.
    unlinkSync(lockPath);
    if (!tryCreate(lockPath, owner)) {
      const winner = readOwner(lockPath);
      throw new DataDirLockedError(resolved, winner ?? owner);
    }
  }
  heldByThisProcess.add(resolved);

  const releaseOnExit = () => releaseFile();
  function releaseFile(): void {
    if (!heldByThisProcess.delete(resolved)) return;
    process.removeListener('exit', releaseOnExit);
    const current = readOwner(lockPath);
    if (current?.pid === process.pid) {
      try {
        unlinkSync(lockPath);
      } catch {
        // Already gone: nothing to release.
      }
    }
  }
  process.on('exit', releaseOnExit);

  return {
    lockPath,
    recordPort(port: number) {
      owner.port = port;
      writeFileSync(lockPath, JSON.stringify(owner));
    },
    release: releaseFile,
  };
}
