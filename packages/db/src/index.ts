export { type BackupResult, backupDataDir, type RestoreResult, restoreDataDir } from './backup/index';
export { DataDirLockedError, LOCK_FILE_NAME, type LockOwner } from './factory/data-dir-lock';
export { EMBEDDED_MAX_CONNECTIONS, EMBEDDED_POOL_SIZE, MEMORY_DATA_DIR } from './factory/embedded-server';
export {
  createsEmbeddedDatabase,
  type Database,
  type DatabaseKind,
  DEFAULT_TRANSACTION_OPTIONS,
  type OpenDatabaseOptions,
  openDatabase,
} from './factory/open-database';
export * from './generated/prisma/client';
export {
  type ApplyMigrationsOptions,
  applyMigrations,
  MIGRATION_ADVISORY_LOCK_KEY,
  MigrationError,
  type MigrationResult,
} from './migrate/apply-migrations';
export { migratePostgres } from './migrate/migrate-postgres';
export { type MigrationFile, readMigrations } from './migrate/read-migrations';
export type { SqlSession } from './migrate/sql-session';
export { defaultPgliteDataDir, defaultUploadDir } from './paths';
export {
  seatAssignmentOf,
  seatAssignmentSelect,
  seatingGuestOf,
  seatingGuestSelect,
  seatingTableOf,
  seatingTableSelect,
} from './seating/seating-rows';
export * from './seed/index';
