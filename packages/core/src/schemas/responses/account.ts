import { z } from 'zod';
import { authUserSchema } from './auth';
import { isoTimestampSchema } from './iso-timestamp';

/** A passkey of the signed-in user (never its public key): when it was made and last used, and whether it syncs. */
export const passkeyViewSchema = z.object({
  id: z.string(),
  createdAt: isoTimestampSchema,
  lastUsedAt: isoTimestampSchema.nullable(),
  deviceType: z.string().nullable(),
  backedUp: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;
export const passkeyListResponseSchema = z.object({ passkeys: z.array(passkeyViewSchema) });
export const passkeyResponseSchema = z.object({ passkey: passkeyViewSchema });

/** POST /api/auth/password: the user, and how many sessions elsewhere were ended. */
export const passwordChangedResponseSchema = z.object({
  user: authUserSchema,
  endedSessions: z.number().int(),
});
