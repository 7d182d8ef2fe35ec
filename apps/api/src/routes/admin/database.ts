import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';

/** The application's tables (Prisma's own migrations table is listed as migrations, not as data). */
export async function applicationTables(deps: AppDeps): Promise<string[]> {
  const rows = await deps.prisma.$queryRaw<{ name: string }[]>`
    SELECT tablename::text AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'
    ORDER BY tablename`;
  return rows.map((row) => row.name);
}

/** Table names come from the catalogue, never from a request; quoted as identifiers all the same. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * GET /api/admin/database: which engine serves the data (embedded PGlite or PostgreSQL), its version, the
 * migrations applied, and rows and size per table.
 */
export function adminDatabaseInfo(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    const [versionRow] = await deps.prisma.$queryRaw<{ version: string }[]>`SELECT version() AS version`;
    const version = versionRow?.version ?? '';
    const migrations = await deps.prisma.$queryRaw<{ name: string; appliedAt: Date | null }[]>`
      SELECT migration_name AS name, finished_at AS "appliedAt" FROM _prisma_migrations
      WHERE rolled_back_at IS NULL ORDER BY migration_name`;
    const tables = [];
    for (const name of await applicationTables(deps)) {
      const [row] = await deps.prisma.$queryRawUnsafe<{ rows: number; bytes: bigint }[]>(
        `SELECT count(*)::int AS rows, pg_total_relation_size('${quoteIdentifier(name).replaceAll("'", "''")}') AS bytes FROM ${quoteIdentifier(name)}`,
      );
      tables.push({ name, rows: Number(row?.rows ?? 0), bytes: Number(row?.bytes ?? 0) });
    }
    res.json({
      // PGlite is PostgreSQL compiled to WebAssembly with emscripten; its version string says so.
      engine: /emscripten|wasm/i.test(version) ? 'pglite' : 'postgres',
      version: version.split(',')[0] ?? version,
      migrations: migrations.map((migration) => ({
        name: migration.name,
        appliedAt: migration.appliedAt?.toISOString() ?? null,
      })),
      tables,
      totalBytes: tables.reduce((sum, table) => sum + table.bytes, 0),
    });
  };
}
