export { type BackupResult, backupDataDir } from './backup-data-dir';
export { EMBEDDED_DATABASE_FOLDER } from './backup-layout';
export { type RestoreResult, restoreDataDir } from './restore-data-dir';
