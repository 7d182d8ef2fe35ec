import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../factory/data-dir-lock';
import { EMBEDDED_DATABASE_FOLDER, isLeftOutOfBackup } from './backup-layout';

export interface RestoreResult {
  dataDir: string;
  /** Where the data folder's previous content was moved (nothing is deleted), or null when it held nothing. */
  previous: string | null;
}

async function listArchive(archive: string): Promise<string[]> {
  const entries: string[] = [];
  await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
  return entries;
}

/** An entry that would land outside the target folder (absolute, `..`) makes the archive unacceptable. */
function isUnsafeEntry(entry: string): boolean {
  const normalised = path.posix.normalize(entry.replaceAll('\\', '/'));
  return path.posix.isAbsolute(normalised) || normalised === '..' || normalised.startsWith('../');
}

/** True when the folder holds anything but (an empty database folder with) our own lock file. */
async function holdsData(dataDir: string): Promise<boolean> {
  for (const name of await readdir(dataDir)) {
    if (name !== EMBEDDED_DATABASE_FOLDER) return true;
    const inside = await readdir(path.join(dataDir, name));
    if (inside.some((entry) => entry !== LOCK_FILE_NAME)) return true;
  }
  return false;
}

/**
 * Restores a backupDataDir archive into `dataDir`. The folder must not be in use: the database folder's lock
 * is taken, so a running server makes this fail at once. The archive is checked first (it must hold
 * `pglite/PG_VERSION` and nothing outside the folder) and unpacked into a sibling folder, which replaces the
 * data folder only once complete. What the folder held before is moved to `<dataDir>.before-restore-<time>`,
 * never deleted, so a restore of the wrong archive can be undone by hand.
 */
export async function restoreDataDir(options: {
  archive: string;
  dataDir: string;
  now?: Date;
}): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  const dataDir = path.resolve(options.dataDir);
  const entries = await listArchive(archive);
  const unsafe = entries.find(isUnsafeEntry);
  if (unsafe) throw new Error(`${archive} has an entry outside the data folder: ${unsafe}`);
  const marker = `${EMBEDDED_DATABASE_FOLDER}/PG_VERSION`;
  if (!entries.some((entry) => path.posix.normalize(entry) === marker)) {
    throw new Error(`${archive} is not a data-folder backup (it has no ${marker})`);
  }

  const lock = acquireDataDirLock(path.join(dataDir, EMBEDDED_DATABASE_FOLDER));
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const incoming = `${dataDir}.restoring-${process.pid}`;
  try {
    await rm(incoming, { recursive: true, force: true });
    await mkdir(incoming, { recursive: true });
    await tar.extract({
      file: archive,
      cwd: incoming,
      strict: true,
      filter: (entry) => !isLeftOutOfBackup(entry),
    });
    let previous: string | null = null;
    if (await holdsData(dataDir)) {
      previous = `${dataDir}.before-restore-${stamp}`;
      await rename(dataDir, previous);
      // Our lock file moved along; the restored folder starts without one.
      await rm(path.join(previous, EMBEDDED_DATABASE_FOLDER, LOCK_FILE_NAME), { force: true });
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    await rename(incoming, dataDir);
    return { dataDir, previous };
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
