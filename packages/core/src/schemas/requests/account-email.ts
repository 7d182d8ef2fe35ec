import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { passwordSchema } from '../user';

/** An email address a person types: trimmed, lower-cased (addresses are compared that way), at most 200 characters. */
export const emailAddressSchema = z
  .string({ error: 'validation.invalidEmail' })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.shortText, 'validation.tooLong')
  .pipe(z.email('validation.invalidEmail'));

/** The secret of a link sent by email (verification, password reset): URL-safe base64. */
export const emailLinkTokenSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'linkInvalid');

/** PUT /api/account/email: the address to verify (the link goes there). */
export const accountEmailRequestSchema = z.object({ email: emailAddressSchema });
/** POST /api/account/email/verify: the token of the verification link. */
export const verifyEmailRequestSchema = z.object({ token: emailLinkTokenSchema });

/** POST /api/auth/password-reset: a username or a verified email address. */
export const passwordResetRequestSchema = z.object({
  login: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .max(TEXT_LIMITS.shortText, 'validation.tooLong'),
});
/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmRequestSchema = z.object({
  token: emailLinkTokenSchema,
  password: passwordSchema,
});
