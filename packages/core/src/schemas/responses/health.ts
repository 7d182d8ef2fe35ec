import { z } from 'zod';

/** GET /api/health: the database answers (otherwise 503 {error: 'databaseUnavailable'}). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
