import { ADMIN_WEDDING_SORTS, SORT_DIRECTIONS } from '@wedding/core';
import { z } from 'zod';

const day = z.iso.date().optional().catch(undefined);

/** /admin/weddings?…: the list's state in the URL (reload and back restore the view). */
export const weddingsSearchSchema = z.object({
  search: z.string().max(200).default('').catch(''),
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
  plan: z.enum(['premium', 'standard']).optional().catch(undefined),
  dateFrom: day,
  dateTo: day,
  sort: z.enum(ADMIN_WEDDING_SORTS).default('created').catch('created'),
  direction: z.enum(SORT_DIRECTIONS).default('desc').catch('desc'),
  page: z.number().int().min(1).default(1).catch(1),
});
export type WeddingsSearch = z.output<typeof weddingsSearchSchema>;
