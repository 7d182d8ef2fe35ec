import { z } from 'zod';

/** `?redirect=/dashboard/...`: where to return after signing in (checked again before it is followed). */
export const returnSearchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
});
