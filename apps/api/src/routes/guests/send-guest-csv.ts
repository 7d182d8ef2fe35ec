import type { Response } from 'express';
import type { WeddingRef } from '../../auth/types.js';
import type { AppDeps } from '../../context.js';
import {
  buildGuestWhere,
  CSV_BOM,
  csvHeaderLine,
  csvLine,
  GUEST_CSV_COLUMNS,
  GUEST_LIST_ORDER,
  type GuestListFilters,
} from '../../guests/index.js';

/** Rows fetched per round trip; keeps memory flat for a 100,000-guest export. */
const EXPORT_BATCH = 2_000;

/**
 * Streams every guest matching `filters` as CSV (BOM, RFC 4180, formula-safe), in the list's order.
 * The first batch is read before any header is sent, so a database failure still answers a clean 500.
 */
export async function sendGuestCsv(
  deps: AppDeps,
  res: Response,
  wedding: WeddingRef,
  filters: GuestListFilters,
): Promise<void> {
  const where = buildGuestWhere(wedding.id, filters);
  let batch = await deps.prisma.guest.findMany({ where, orderBy: GUEST_LIST_ORDER, take: EXPORT_BATCH });

  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="guests-${wedding.slug}.csv"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.write(`${CSV_BOM}${csvHeaderLine(GUEST_CSV_COLUMNS)}`);
  while (batch.length > 0) {
    res.write(batch.map((guest) => csvLine(guest, GUEST_CSV_COLUMNS)).join(''));
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last) break;
    batch = await deps.prisma.guest.findMany({
      where,
      orderBy: GUEST_LIST_ORDER,
      cursor: { id: last.id },
      skip: 1,
      take: EXPORT_BATCH,
    });
  }
  res.end();
}
