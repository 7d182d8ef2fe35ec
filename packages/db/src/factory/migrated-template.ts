import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MigrationFile } from '../migrate/read-migrations';

/**
 * initdb inside PGlite's WebAssembly takes seconds (tens of seconds on a busy machine). New embedded
 * databases are therefore started from a cached dump of a freshly migrated database: one file per
 * PGlite version and migration set, in the OS temp folder (override with WEDDING_DB_TEMPLATE_DIR).
 */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function migratedTemplatePath(migrations: MigrationFile[]): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const migration of migrations) hash.update(`\n${migration.name}:${migration.checksum}`);
  const directory = process.env.WEDDING_DB_TEMPLATE_DIR || path.join(tmpdir(), 'wedding-db-templates');
  return path.join(directory, `pglite-${hash.digest('hex').slice(0, 24)}.tar`);
}

export async function readMigratedTemplate(templatePath: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(templatePath)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written under a temporary name and renamed, so a concurrent reader never loads half a file. */
export async function writeMigratedTemplate(templatePath: string, dump: Blob): Promise<void> {
  await mkdir(path.dirname(templatePath), { recursive: true });
  const temporary = `${templatePath}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
  await rename(temporary, templatePath);
}
