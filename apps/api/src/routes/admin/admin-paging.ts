import { z } from 'zod';

/** Admin lists page like the guest list but with a smaller ceiling (they are read by people, not exported). */
export const ADMIN_PAGING = { defaultPage: 1, defaultLimit: 20, minLimit: 1, maxLimit: 100 } as const;

const integerOr = (fallback: number) =>
  z.preprocess((value) => {
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
  }, z.number().int());

/** Out-of-range values are clamped rather than rejected, as the guest list does. */
export const adminPagingSchema = z.object({
  page: integerOr(ADMIN_PAGING.defaultPage).transform((page) => Math.max(1, page)),
  limit: integerOr(ADMIN_PAGING.defaultLimit).transform((limit) =>
    Math.min(ADMIN_PAGING.maxLimit, Math.max(ADMIN_PAGING.minLimit, limit)),
  ),
  search: z
    .string()
    .max(200)
    .optional()
    .transform((search) => search?.trim() || undefined),
});

export type AdminPaging = z.output<typeof adminPagingSchema>;

export function pageAnswer<T>(data: T[], total: number, { page, limit }: AdminPaging) {
  return { data, total, page, limit, totalPages: Math.ceil(total / limit) };
}
