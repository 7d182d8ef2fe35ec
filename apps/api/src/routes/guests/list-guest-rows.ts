import { GUEST_ROW_COLUMNS } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  encodeGuestRowsCursor,
  GUEST_ROW_VALUES,
  GUEST_ROWS_ORDER,
  guestRowsAfter,
  guestRowsRequestSchema,
  guestRowsWhere,
  LAST_ROW_KEY,
} from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';

const COLUMNS_JSON = JSON.stringify(GUEST_ROW_COLUMNS);

/**
 * GET /api/weddings/:weddingId/guests/rows?<the list's filters, search, page, limit, after> -> {columns, rows, total,
 * page, limit, totalPages, nextCursor}: the list projection (issue 12). PostgreSQL builds the JSON of the page itself
 * and the server passes the text on, so a 5,000-guest client-mode list costs one query and no per-row JavaScript.
 * The page's ids are picked on the ordering index (an index-only scan) and only those rows are read and turned into
 * JSON. With `after` (the previous page's nextCursor) the page starts at that key on the index; without it the page
 * number's offset is walked.
 */
export function listGuestRows(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { filters, page, limit, after } = parseQuery(guestRowsRequestSchema, req);
    const where = guestRowsWhere(currentWedding(res).id, filters);
    const pageWhere = after ? Prisma.sql`${where} AND ${guestRowsAfter(after)}` : where;
    const offset = after ? 0 : (page - 1) * limit;
    // Count and page run side by side on two connections: page 1 and a page after a cursor cost the count (an
    // index-only scan), a page by number alone the larger of the count and its offset walk over the ordering index.
    const [counted, selected] = await Promise.all([
      deps.prisma.$queryRaw<{ total: number }[]>(
        Prisma.sql`SELECT count(*)::int AS total FROM guests g WHERE ${where}`,
      ),
      // The page is referenced once (so PostgreSQL inlines it); the cursor is the key of the JSON's last row.
      deps.prisma.$queryRaw<{ rows: string; last: string | null }[]>(Prisma.sql`
        WITH page AS (
          SELECT g.id FROM guests g WHERE ${pageWhere} ORDER BY ${GUEST_ROWS_ORDER} OFFSET ${offset} LIMIT ${limit}
        ), agg AS (
          SELECT COALESCE(json_agg(${GUEST_ROW_VALUES} ORDER BY ${GUEST_ROWS_ORDER}), '[]') AS rows
          FROM page JOIN guests g ON g.id = page.id
        )
        SELECT agg.rows::text AS rows,
          (SELECT ${LAST_ROW_KEY} FROM guests p WHERE p.id = agg.rows -> -1 ->> 0) AS last
        FROM agg`),
    ]);
    const total = counted[0]?.total ?? 0;
    const last = selected[0]?.last;
    const shown = (page - 1) * limit + limit;
    const nextCursor = last && shown < total ? JSON.stringify(encodeGuestRowsCursor(last)) : 'null';
    res
      .type('application/json')
      .send(
        `{"columns":${COLUMNS_JSON},"rows":${selected[0]?.rows ?? '[]'},"total":${total},"page":${page},` +
          `"limit":${limit},"totalPages":${Math.ceil(total / limit)},"nextCursor":${nextCursor}}`,
      );
  };
}
