import { clampGuestLimit, clampGuestPage, guestListQuerySchema, guestRowsQuerySchema } from '@wedding/core';
import { z } from 'zod';
import type { GuestListFilters } from './guest-list-filters.js';

const WHOLE_NUMBER = /^-?\d{1,12}$/;

/**
 * Whole numbers out of range are clamped (docs/requirements.md B5: page 0 -> 1, limit 5 -> 10, 9999 -> 5000); other
 * text is left for the schema to reject.
 */
function clampPaging(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const { page, limit, ...rest } = query as Record<string, unknown>;
  return {
    ...rest,
    ...(page !== undefined && {
      page: typeof page === 'string' && WHOLE_NUMBER.test(page) ? clampGuestPage(Number(page)) : page,
    }),
    ...(limit !== undefined && {
      limit: typeof limit === 'string' && WHOLE_NUMBER.test(limit) ? clampGuestLimit(Number(limit)) : limit,
    }),
  };
}

/**
 * GET .../guests and .../guests/export: core's list query (filters, search, page, limit, format) after
 * clamping page and limit. One parse for both routes keeps the export's rows equal to the list's.
 */
export const guestListRequestSchema = z.preprocess(clampPaging, guestListQuerySchema).transform((query) => ({
  filters: listFilters(query),
  page: query.page,
  limit: query.limit,
  format: query.format,
}));

/** GET .../guests/rows: the list's query (clamped alike) and `after`, the previous page's cursor. */
export const guestRowsRequestSchema = z.preprocess(clampPaging, guestRowsQuerySchema).transform((query) => ({
  filters: listFilters(query),
  page: query.page,
  limit: query.limit,
  after: query.after,
}));

function listFilters(query: Omit<z.output<typeof guestListQuerySchema>, 'format'>): GuestListFilters {
  return {
    ...(query.category && { category: query.category }),
    ...(query.side && { side: query.side }),
    ...(query.priority && { priority: query.priority }),
    ...(query.approvalStatus && { approvalStatus: query.approvalStatus }),
    ...(query.rsvpStatus && { rsvpStatus: query.rsvpStatus }),
    ...(query.search && { search: query.search }),
  };
}
