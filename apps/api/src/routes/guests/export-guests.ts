import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { guestListRequestSchema } from '../../guests/index.js';
import { HttpError } from '../../http/errors.js';
import { parseQuery } from '../../http/validate.js';
import { sendGuestCsv } from './send-guest-csv.js';

/**
 * GET /api/weddings/:weddingId/guests/export?format=csv&<list filters>: parsed by the list's own query
 * schema and filtered by the same query builder, so the file holds exactly the rows the list shows.
 */
export function exportGuests(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { filters } = parseQuery(guestListRequestSchema, req);
    // The list's format defaults to json; here only csv exists, asked for or implied.
    if (req.query.format !== undefined && req.query.format !== 'csv') {
      throw new HttpError(400, 'invalidQuery', [
        { path: 'format', message: 'Only csv is available', code: 'custom' },
      ]);
    }
    await sendGuestCsv(deps, res, currentWedding(res), filters);
  };
}
