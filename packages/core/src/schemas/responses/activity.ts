import { z } from 'zod';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTOR_KINDS,
  ACTIVITY_AREAS,
} from '../../logic/activity/activity-actions';
import { adminPageSchema } from '../admin/admin-paging';

/** One line of the activity feed: who changed what, and when (told in the reader's language by the dashboard). */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorKind: z.enum(ACTIVITY_ACTOR_KINDS),
  area: z.enum(ACTIVITY_AREAS),
  action: z.enum(ACTIVITY_ACTIONS as [string, ...string[]]),
  subject: z.string().nullable(),
  /** The role given, the answer a guest gave, the new deadline: named beside the subject. */
  detail: z.string().nullable(),
  count: z.number().int().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A member who appears in the feed, for its person filter (named as in their latest line). */
export const activityPersonSchema = z.object({ id: z.string(), name: z.string() });

export const activityPageResponseSchema = adminPageSchema(activityEntrySchema).extend({
  /** The members who acted in this wedding; the guests' answers are filtered by 'guests'. */
  people: z.array(activityPersonSchema),
});
export type ActivityPage = z.infer<typeof activityPageResponseSchema>;
