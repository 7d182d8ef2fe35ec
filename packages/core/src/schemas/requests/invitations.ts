import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { requiredText } from '../primitives/required-text';
import { usernameSchema } from '../user';
import { attestationJsonSchema } from './account';

/** The invitation page's form: who is joining (name and username) before the passkey is created. */
export const acceptInvitationFormSchema = z.object({
  name: requiredText('auth.nameRequired', TEXT_LIMITS.name),
  username: usernameSchema,
});
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

/**
 * POST /api/invitations/{token}/accept: the invited person creates their account on their own device with a
 * passkey, and joins the wedding.
 */
export const acceptInvitationRequestSchema = acceptInvitationFormSchema.extend({
  attestationResponse: attestationJsonSchema,
  challenge: z
    .string({ error: 'validation.required' })
    .min(16, 'validation.required')
    .max(200, 'validation.tooLong'),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;
