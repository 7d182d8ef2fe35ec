import path from 'node:path';
import { LOCK_FILE_NAME } from '../factory/data-dir-lock';

/** The embedded database's folder inside the data folder (main.ts: `<DATA_DIR>/pglite`). */
export const EMBEDDED_DATABASE_FOLDER = 'pglite';

/**
 * Files a backup leaves out: the lock file (it names the process that held the folder), PostgreSQL's own
 * pid file, and half-written uploads (`*.part`, renamed into place only when complete).
 */
export function isLeftOutOfBackup(entry: string): boolean {
  const name = path.basename(entry);
  return name === LOCK_FILE_NAME || name === 'postmaster.pid' || name.endsWith('.part');
}
