import { z } from 'zod';

/** Admin lists page like the guest list but with a smaller ceiling (they are read by people, not exported). */
export const ADMIN_PAGING = { defaultPage: 1, defaultLimit: 20, minLimit: 1, maxLimit: 100 } as const;

/** A query-string integer; anything unreadable falls back (lists are forgiving about their paging). */
export const queryIntegerOr = (fallback: number) =>
  z.preprocess((value) => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
  }, z.number().int());

/** A trimmed search text; blank means none. */
export const querySearchSchema = z
  .string()
  .max(200, 'validation.tooLong')
  .optional()
  .transform((search) => search?.trim() || undefined);

/** page, limit and search of every admin list: out-of-range values are clamped rather than rejected. */
export const adminPagingSchema = z.object({
  page: queryIntegerOr(ADMIN_PAGING.defaultPage).transform((page) => Math.max(1, page)),
  limit: queryIntegerOr(ADMIN_PAGING.defaultLimit).transform((limit) =>
    Math.min(ADMIN_PAGING.maxLimit, Math.max(ADMIN_PAGING.minLimit, limit)),
  ),
  search: querySearchSchema,
});
export type AdminPaging = z.output<typeof adminPagingSchema>;

/** The answer of every admin list: one page of rows and where it stands. */
export const adminPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
