import { type GuestExportFormat, type GuestExportKind, guestExportQuerySchema } from '@wedding/core';
import type { RequestHandler, Response } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { buildGuestWhere, GUEST_LIST_ORDER, type GuestListFilters } from '../../guests/index.js';
import { catererTable, guestTable, stationerTable } from '../../guests/purpose-exports.js';
import { tableCsv, writeTableXlsx } from '../../guests/table-writers.js';
import { parseQuery } from '../../http/validate.js';
import { sendGuestCsv } from './send-guest-csv.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function attachment(res: Response, fileName: string, type: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

const FILE_STEM: Record<GuestExportKind, string> = {
  guests: 'guests',
  caterer: 'caterer',
  stationer: 'stationer',
};

/**
 * GET /api/weddings/:weddingId/guests/export?kind=guests|caterer|stationer&format=csv|xlsx&<list filters and search>.
 * Every kind reads the list's own filters through the list's query builder, so a file holds exactly the guests the
 * filtered list shows (an export that ignores the filters is what couples complain about elsewhere).
 */
export function exportGuests(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { kind, format, ...query } = parseQuery(guestExportQuerySchema, req) as {
      kind: GuestExportKind;
      format: GuestExportFormat;
    } & GuestListFilters & { search: string };
    const wedding = currentWedding(res);
    const filters: GuestListFilters = {
      ...(query.category && { category: query.category }),
      ...(query.side && { side: query.side }),
      ...(query.priority && { priority: query.priority }),
      ...(query.approvalStatus && { approvalStatus: query.approvalStatus }),
      ...(query.rsvpStatus && { rsvpStatus: query.rsvpStatus }),
      ...(query.search && { search: query.search }),
    };
    if (kind === 'guests' && format === 'csv') {
      await sendGuestCsv(deps, res, wedding, filters);
      return;
    }
    const where = buildGuestWhere(wedding.id, filters);
    const table =
      kind === 'caterer'
        ? await catererTable(deps.prisma, where, GUEST_LIST_ORDER)
        : kind === 'stationer'
          ? await stationerTable(deps.prisma, where, GUEST_LIST_ORDER)
          : await guestTable(deps.prisma, where, GUEST_LIST_ORDER);
    const fileName = `${FILE_STEM[kind]}-${wedding.slug}.${format}`;
    if (format === 'csv') {
      attachment(res, fileName, 'text/csv; charset=utf-8');
      res.send(tableCsv(table));
      return;
    }
    attachment(res, fileName, XLSX_TYPE);
    await writeTableXlsx(res, table, FILE_STEM[kind]);
  };
}
