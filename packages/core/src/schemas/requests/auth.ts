import { z } from 'zod';
import { LOCALES } from '../../constants';
import { THEME_PREFERENCES } from '../enums';
import { PASSWORD_RULES } from '../limits';
import { requiredText } from '../primitives/required-text';
import { passwordSchema, usernameSchema } from '../user';

/** POST /api/auth/register. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  name: requiredText('auth.nameRequired', 100),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login: only presence is checked, so a wrong password never reveals the rules. */
export const loginRequestSchema = z.object({
  username: z
    .string({ error: 'auth.invalidCredentials' })
    .trim()
    .toLowerCase()
    .min(1, 'auth.invalidCredentials'),
  password: z
    .string({ error: 'auth.invalidCredentials' })
    .min(1, 'auth.invalidCredentials')
    .max(PASSWORD_RULES.maxLength, 'auth.invalidCredentials'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** PATCH /api/auth/me: what a user may change of their own account (name, language, colour mode). */
export const updateProfileRequestSchema = z
  .strictObject({
    name: requiredText('auth.nameRequired', 100).optional(),
    locale: z.enum(LOCALES, { error: 'validation.invalidOption' }).optional(),
    themePreference: z.enum(THEME_PREFERENCES, { error: 'validation.invalidOption' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.required', path: ['name'] });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
