import { GUEST_ROW_COLUMNS } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  GUEST_ROW_VALUES,
  GUEST_ROWS_ORDER,
  guestRowsAfter,
  guestRowsAnchor,
  guestRowsRequestSchema,
  guestRowsWhere,
} from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';

const COLUMNS_JSON = JSON.stringify(GUEST_ROW_COLUMNS);

/**
 * GET /api/weddings/:weddingId/guests/rows?<the list's filters, search, page, limit, after> -> {columns, rows, total,
 * page, limit, totalPages, nextCursor}: the list projection. PostgreSQL builds the JSON of the page itself
 * and the server passes the text on, so a 5,000-guest client-mode list costs one query and no per-row JavaScript.
 * The page's ids are picked on the ordering index (an index-only scan) and only those rows are read and turned into
 * JSON. With `after` (the previous page's nextCursor: its last guest) the page starts at that guest's key on the
 * index; without it, or when that guest is gone, the page number's offset is walked.
 */
export function listGuestRows(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { filters, page, limit, after } = parseQuery(guestRowsRequestSchema, req);
    const weddingId = currentWedding(res).id;
    const where = guestRowsWhere(weddingId, filters);
    const selectPage = async () => {
      const anchor = after ? await guestRowsAnchor(deps.prisma, weddingId, after) : undefined;
      const pageWhere = anchor ? Prisma.sql`${where} AND ${guestRowsAfter(anchor)}` : where;
      const offset = anchor ? 0 : (page - 1) * limit;
      // The page is referenced once, so PostgreSQL inlines it; the cursor is the id of the JSON's last row.
      return deps.prisma.$queryRaw<{ rows: string; last: string | null }[]>(Prisma.sql`
        WITH page AS (
          SELECT g.id FROM guests g WHERE ${pageWhere} ORDER BY ${GUEST_ROWS_ORDER} OFFSET ${offset} LIMIT ${limit}
        ), agg AS (
          SELECT COALESCE(json_agg(${GUEST_ROW_VALUES} ORDER BY ${GUEST_ROWS_ORDER}), '[]') AS rows
          FROM page JOIN guests g ON g.id = page.id
        )
        SELECT agg.rows::text AS rows, agg.rows -> -1 ->> 0 AS last FROM agg`);
    };
    // Count and page run side by side on two connections: page 1 and a page after a cursor cost the count (an
    // index-only scan), a page by number alone the larger of the count and its offset walk over the ordering index.
    const [counted, selected] = await Promise.all([
      deps.prisma.$queryRaw<{ total: number }[]>(
        Prisma.sql`SELECT count(*)::int AS total FROM guests g WHERE ${where}`,
      ),
      selectPage(),
    ]);
    const total = counted[0]?.total ?? 0;
    const last = selected[0]?.last;
    const nextCursor = last && page * limit < total ? JSON.stringify(last) : 'null';
    res
      .type('application/json')
      .send(
        `{"columns":${COLUMNS_JSON},"rows":${selected[0]?.rows ?? '[]'},"total":${total},"page":${page},` +
          `"limit":${limit},"totalPages":${Math.ceil(total / limit)},"nextCursor":${nextCursor}}`,
      );
  };
}
