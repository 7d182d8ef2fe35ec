import type { PrismaClient } from '@wedding/db';

/** Every table of the application schema (Prisma's own migration log aside). */
export async function listTables(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  return rows.map((row) => row.tablename);
}

/**
 * For each table, how many rows mention any of the markers anywhere (every column, as the row's JSON text):
 * ids, slugs, usernames and names of what was deleted must appear in none.
 */
export async function rowsMentioning(
  prisma: PrismaClient,
  markers: string[],
): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await listTables(prisma)) {
    let count = 0;
    for (const marker of markers) {
      const [row] = await prisma.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM "${table}" AS t WHERE row_to_json(t)::text LIKE '%' || $1 || '%'`,
        marker,
      );
      count += row?.count ?? 0;
    }
    found[table] = count;
  }
  return found;
}
