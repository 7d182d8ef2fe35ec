import { z } from 'zod';

/**
 * Error body the API answers with: `error` (a server text, docs/requirements.md A7 and B7 read it), optional `message`
 * and per-field `details` from toValidationDetails.
 */
export const apiErrorBodySchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** POST /api/weddings/check-slug answer: the client reads `available` (docs/requirements.md B7). */
export const checkSlugResponseSchema = z.object({ available: z.boolean() });
export type CheckSlugResponse = z.infer<typeof checkSlugResponseSchema>;

/** PUT and POST /api/weddings/{id}/access-code answer {accessCode} or {error} (docs/requirements.md A7 and B7). */
export const accessCodeResponseSchema = z.union([
  z.object({ accessCode: z.string() }),
  z.object({ error: z.string() }),
]);
export type AccessCodeResponse = z.infer<typeof accessCodeResponseSchema>;
