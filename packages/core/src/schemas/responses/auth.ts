import { z } from 'zod';
import { LOCALES } from '../../constants';
import { THEME_PREFERENCES, USER_ROLES } from '../enums';

/** The signed-in user as GET /api/auth/me, login and register answer it. */
export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  /** Interface language the user chose, null until they choose one. */
  locale: z.enum(LOCALES).nullable(),
  themePreference: z.enum(THEME_PREFERENCES),
  /** Whether the account can sign in with a password (passkey-only members cannot). */
  hasPassword: z.boolean(),
  /** The account's verified email address; null until its owner followed a verification link. */
  email: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authUserResponseSchema = z.object({ user: authUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });
export const loggedOutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** GET /api/auth/session: the signed-in user, or null for a visitor. */
export const sessionResponseSchema = z.object({ user: authUserSchema.nullable() });
