import { z } from 'zod';
import { PASSWORD_RULES } from '../limits';
import { passwordSchema } from '../user';

/**
 * POST /api/auth/password: a new password; the current one is required when the account has one (a passkey-only
 * member sets a first password without it). The server ends every other session of the user.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'auth.currentPasswordRequired' })
    .max(PASSWORD_RULES.maxLength, 'auth.currentPasswordWrong')
    .optional(),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

const newPasswordTwice = {
  newPassword: passwordSchema,
  confirmPassword: z.string({ error: 'auth.passwordsDontMatch' }),
};
const sameTwice = (form: { newPassword: string; confirmPassword: string }) =>
  form.newPassword === form.confirmPassword;

/** The settings form of an account with a password: the current one, and the new one typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: 'auth.currentPasswordRequired' })
      .min(1, 'auth.currentPasswordRequired')
      .max(PASSWORD_RULES.maxLength, 'auth.currentPasswordWrong'),
    ...newPasswordTwice,
  })
  .refine(sameTwice, { message: 'auth.passwordsDontMatch', path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The settings form of a passkey-only account: a first password, typed twice. */
export const setPasswordFormSchema = z
  .object(newPasswordTwice)
  .refine(sameTwice, { message: 'auth.passwordsDontMatch', path: ['confirmPassword'] });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/** The browser's attestation as JSON (base64url strings); the WebAuthn library verifies its content. */
export const attestationJsonSchema = z.looseObject({
  id: z.string().min(1, 'validation.required').max(1_400, 'validation.tooLong'),
  rawId: z.string().min(1, 'validation.required').max(1_400, 'validation.tooLong'),
  type: z.literal('public-key', { error: 'validation.invalidOption' }),
  response: z.looseObject({
    clientDataJSON: z.string().min(1, 'validation.required').max(16_384, 'validation.tooLong'),
    attestationObject: z.string().min(1, 'validation.required').max(16_384, 'validation.tooLong'),
  }),
});

/** POST /api/auth/passkeys: a passkey the signed-in user created for their own account. */
export const addPasskeyRequestSchema = z.object({
  attestationResponse: attestationJsonSchema,
  challenge: z
    .string({ error: 'validation.required' })
    .min(16, 'validation.required')
    .max(200, 'validation.tooLong'),
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;
