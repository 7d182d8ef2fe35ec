import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  buildGuestWhere,
  GUEST_LIST_ORDER,
  guestInclude,
  guestListRequestSchema,
  toGuestDto,
} from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { sendGuestCsv } from './send-guest-csv.js';

/**
 * GET /api/weddings/:weddingId/guests?category&side&priority&approvalStatus&rsvpStatus&search&page&limit
 * -> {data, total, page, limit, totalPages}; limit up to 5000 serves the client-mode fetch-all call.
 * `format=csv` answers the export instead.
 */
export function listGuests(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { filters, page, limit, format } = parseQuery(guestListRequestSchema, req);
    const wedding = currentWedding(res);
    if (format === 'csv') {
      await sendGuestCsv(deps, res, wedding, filters);
      return;
    }
    const where = buildGuestWhere(wedding.id, filters);
    const [total, guests] = await Promise.all([
      deps.prisma.guest.count({ where }),
      deps.prisma.guest.findMany({
        where,
        orderBy: GUEST_LIST_ORDER,
        skip: (page - 1) * limit,
        take: limit,
        include: guestInclude,
      }),
    ]);
    res.json({ data: guests.map(toGuestDto), total, page, limit, totalPages: Math.ceil(total / limit) });
  };
}
