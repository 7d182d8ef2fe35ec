import { z } from 'zod';

/**
 * DELETE /api/account: the signed-in user types their username to confirm. Nothing of the account is kept;
 * the confirmation guards against a stray click (and a replayed request of another account).
 */
export const deleteAccountRequestSchema = z.strictObject({ confirmUsername: z.string().min(1).max(200) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** DELETE /api/weddings/{id}: a member types the wedding's address (slug) to confirm. */
export const deleteWeddingRequestSchema = z.strictObject({ confirmSlug: z.string().min(1).max(200) });
export type DeleteWeddingRequest = z.infer<typeof deleteWeddingRequestSchema>;
