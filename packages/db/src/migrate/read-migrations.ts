import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';

export interface MigrationFile {
  /** Folder name, e.g. 20261122075051_init; also the `migration_name` recorded by Prisma. */
  name: string;
  sql: string;
  /** SHA-256 hex of migration.sql, the checksum Prisma records. */
  checksum: string;
}

/** The committed migrations in the order Prisma applies them (folder names sort by timestamp). */
export function readMigrations(directory: string = migrationsDir()): MigrationFile[] {
  if (!existsSync(directory)) throw new Error(`Migrations folder not found: ${directory}`);
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(directory, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(path.join(directory, name, 'migration.sql'));
      return {
        name,
        sql: bytes.toString('utf8'),
        checksum: createHash('sha256').update(bytes).digest('hex'),
      };
    });
}
