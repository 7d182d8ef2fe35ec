import { ACTIVITY_AREAS, ACTIVITY_GUESTS_FILTER, RECORD_ID_PATTERN } from '@wedding/core';
import { z } from 'zod';

/**
 * The activity page's address: `area` and `person` (a member's id, or 'guests') filter it, `page` pages it. A value
 * that cannot be read is dropped rather than refused, so an old or edited link still opens the page.
 */
export const activitySearchSchema = z.object({
  area: z.enum(ACTIVITY_AREAS).optional().catch(undefined),
  person: z
    .string()
    .refine((value) => value === ACTIVITY_GUESTS_FILTER || RECORD_ID_PATTERN.test(value))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(2).optional().catch(undefined),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

export const ACTIVITY_PATH = '/dashboard/wedding/activity';
