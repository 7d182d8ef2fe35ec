import { z } from 'zod';

export const accountEmailPendingResponseSchema = z.object({ pendingEmail: z.string() });
export const accountEmailVerifiedResponseSchema = z.object({ email: z.string() });
/** The same answer whether or not the login names an account (no account enumeration). */
export const passwordResetRequestedResponseSchema = z.object({ requested: z.literal(true) });
export const passwordResetDoneResponseSchema = z.object({ reset: z.literal(true) });
/** Staff sent a reset link: to which address (partly hidden). */
export const passwordResetSentResponseSchema = z.object({ sentTo: z.string() });

/** What the unsubscribe page shows before the guest confirms. */
export const unsubscribeViewResponseSchema = z.object({
  couple: z.string(),
  address: z.string(),
  unsubscribed: z.boolean(),
});
export const unsubscribedResponseSchema = z.object({ unsubscribed: z.literal(true) });
