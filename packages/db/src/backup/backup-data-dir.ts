import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { acquireDataDirLock } from '../factory/data-dir-lock';
import { EMBEDDED_DATABASE_FOLDER, isLeftOutOfBackup } from './backup-layout';

export interface BackupResult {
  archive: string;
  bytes: number;
  files: number;
}

/**
 * Writes the embedded data folder (`<dataDir>/pglite`, uploads, the grant key file, demo logins: everything
 * in it) into one gzip-compressed tar archive.
 *
 * The database folder's lock is held for the whole copy: a running server makes this fail at once with
 * DataDirLockedError (stop it first), and no server can start while the files are read, so the archive is
 * the folder exactly as a stopped server left it (a crashed one included: its WAL is replayed on the next
 * start, as after any crash). The archive is written beside its final name and renamed when complete.
 */
export async function backupDataDir(options: { dataDir: string; archive: string }): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  const databaseDir = path.join(dataDir, EMBEDDED_DATABASE_FOLDER);
  if (!(await stat(path.join(databaseDir, 'PG_VERSION')).catch(() => null))) {
    throw new Error(`${databaseDir} holds no embedded database (no PG_VERSION): nothing to back up`);
  }
  if (isInside(archive, dataDir)) {
    throw new Error(`Write the backup outside the data folder (${dataDir}), not to ${archive}`);
  }
  const lock = acquireDataDirLock(databaseDir);
  const partial = `${archive}.${process.pid}.part`;
  let files = 0;
  try {
    await tar.create(
      {
        gzip: { level: 6 },
        file: partial,
        cwd: dataDir,
        portable: true,
        filter: (entry) => {
          const keep = !isLeftOutOfBackup(entry);
          if (keep) files += 1;
          return keep;
        },
      },
      ['.'],
    );
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    lock.release();
  }
  return { archive, bytes: (await stat(archive)).size, files };
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
