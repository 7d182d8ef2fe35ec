import { z } from 'zod';
import { isoTimestampSchema } from './iso-timestamp';

/** GET /api/weddings/{id}/members (spec A 7). */
export const memberViewSchema = z.object({
  id: z.string(),
  joinedAt: isoTimestampSchema,
  user: z.object({ id: z.string(), username: z.string() }),
});
export type MemberView = z.infer<typeof memberViewSchema>;
export const memberListResponseSchema = z.object({ members: z.array(memberViewSchema) });
