import { z } from 'zod';
import { USER_ROLES } from './enums';
import { PASSWORD_RULES, USERNAME_RULES } from './limits';
import { entityIdSchema } from './primitives/entity-id';

/** Usernames: 3 to 32 of a-z, 0-9, dot, underscore, hyphen; typed upper case is lower-cased (README Decisions). */
export const usernameSchema = z
  .string({ error: 'auth.usernameInvalid' })
  .trim()
  .toLowerCase()
  .min(USERNAME_RULES.minLength, 'auth.usernameInvalid')
  .max(USERNAME_RULES.maxLength, 'auth.usernameInvalid')
  .regex(USERNAME_RULES.pattern, 'auth.usernameInvalid');

/** Passwords: 10 to 200 characters, not trimmed (spaces are allowed in passphrases). */
export const passwordSchema = z
  .string({ error: 'auth.passwordTooShort' })
  .min(PASSWORD_RULES.minLength, 'auth.passwordTooShort')
  .max(PASSWORD_RULES.maxLength, 'auth.passwordTooLong');

export const userRoleSchema = z.enum(USER_ROLES, { error: 'validation.invalidOption' });

/** User (docs/requirements.md B3): username, name, role (default user). */
export const userSchema = z.object({
  id: entityIdSchema,
  username: z.string(),
  name: z.string().nullish(),
  role: userRoleSchema.default('user'),
});
export type User = z.infer<typeof userSchema>;
