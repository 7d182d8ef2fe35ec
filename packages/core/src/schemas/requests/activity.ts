import { z } from 'zod';
import { ACTIVITY_AREAS } from '../../logic/activity/activity-actions';
import { ADMIN_PAGING, queryIntegerOr } from '../admin/admin-paging';
import { recordIdSchema } from '../primitives/record-id';

/** The guests who answered on the site, as one person of the feed's person filter. */
export const ACTIVITY_GUESTS_FILTER = 'guests';

/** A page of the activity feed, newest first, optionally one area and one person (a member's id, or the guests). */
export const activityQuerySchema = z.object({
  page: queryIntegerOr(ADMIN_PAGING.defaultPage).transform((page) => Math.max(1, page)),
  limit: queryIntegerOr(ADMIN_PAGING.defaultLimit).transform((limit) =>
    Math.min(ADMIN_PAGING.maxLimit, Math.max(ADMIN_PAGING.minLimit, limit)),
  ),
  area: z.enum(ACTIVITY_AREAS, { error: 'validation.invalidOption' }).optional(),
  person: z
    .union([z.literal(ACTIVITY_GUESTS_FILTER), recordIdSchema], { error: 'validation.invalidOption' })
    .optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;
