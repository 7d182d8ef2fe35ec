import { GUEST_ROW_COLUMNS } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  GUEST_ROW_VALUES,
  GUEST_ROWS_ORDER,
  guestListRequestSchema,
  guestRowsWhere,
} from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';

const COLUMNS_JSON = JSON.stringify(GUEST_ROW_COLUMNS);

/**
 * GET /api/weddings/:weddingId/guests/rows?<the list's filters, search, page, limit> -> {columns, rows, total, page,
 * limit, totalPages}: the list projection (issue 12). PostgreSQL builds the JSON of the page itself and the server
 * passes the text on, so a 5,000-guest client-mode list costs one query and no per-row JavaScript. The page's ids are
 * picked on the ordering index (an index-only scan) and only those rows are read and turned into JSON.
 */
export function listGuestRows(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { filters, page, limit } = parseQuery(guestListRequestSchema, req);
    const where = guestRowsWhere(currentWedding(res).id, filters);
    const offset = (page - 1) * limit;
    // Count and page run side by side on two connections: page 1 costs the count (an index-only scan), a deep page
    // the larger of the count and its offset walk over the ordering index (ids only, also index-only).
    const [counted, selected] = await Promise.all([
      deps.prisma.$queryRaw<{ total: number }[]>(
        Prisma.sql`SELECT count(*)::int AS total FROM guests g WHERE ${where}`,
      ),
      deps.prisma.$queryRaw<{ rows: string }[]>(Prisma.sql`
        WITH page AS (
          SELECT g.id FROM guests g WHERE ${where} ORDER BY ${GUEST_ROWS_ORDER} OFFSET ${offset} LIMIT ${limit}
        )
        SELECT COALESCE(json_agg(${GUEST_ROW_VALUES} ORDER BY ${GUEST_ROWS_ORDER}), '[]')::text AS rows
        FROM page JOIN guests g ON g.id = page.id`),
    ]);
    const total = counted[0]?.total ?? 0;
    res
      .type('application/json')
      .send(
        `{"columns":${COLUMNS_JSON},"rows":${selected[0]?.rows ?? '[]'},"total":${total},"page":${page},` +
          `"limit":${limit},"totalPages":${Math.ceil(total / limit)}}`,
      );
  };
}
