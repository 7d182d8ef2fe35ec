import { z } from 'zod';
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
