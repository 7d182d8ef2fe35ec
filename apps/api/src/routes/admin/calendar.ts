import { adminCalendarQuerySchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { parseQuery } from '../../http/validate.js';
import { adminWeddingInclude, adminWeddingRow } from './admin-wedding-row.js';

/** `yyyy-mm` of a date (UTC, as wedding days are stored). */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** GET /api/admin/calendar?month=yyyy-mm: the weddings of one month by day (default: this month). */
export function adminCalendar(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const month = parseQuery(adminCalendarQuerySchema, req).month ?? monthOf(deps.now());
    const start = new Date(`${month}-01T00:00:00.000Z`);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const weddings = await deps.prisma.wedding.findMany({
      where: { weddingDate: { gte: start, lt: end } },
      orderBy: [{ weddingDate: 'asc' }, { slug: 'asc' }],
      include: adminWeddingInclude,
      take: 1_000,
    });
    res.json({
      month,
      weddings: weddings
        .map(adminWeddingRow)
        .map(({ id, slug, brideName, groomName, weddingDate, isActive, isPremium }) => ({
          id,
          slug,
          brideName,
          groomName,
          weddingDate,
          isActive,
          isPremium,
        })),
    });
  };
}
