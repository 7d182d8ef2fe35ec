import {
  type AuthUser as AuthUserView,
  LOCALES,
  type Locale,
  THEME_PREFERENCES,
  USER_ROLES,
  type UserRole,
} from '@wedding/core';
import type { AuthUser } from './types.js';

/** The user columns toAuthUser reads. */
export type UserRow = {
  id: string;
  username: string;
  name: string | null;
  role: string;
  locale: string | null;
  themePreference: string;
  passwordHash: string | null;
  email: string | null;
};

const isRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);
const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as readonly string[]).includes(value);
const themePreferenceOf = (value: string): AuthUserView['themePreference'] =>
  (THEME_PREFERENCES as readonly string[]).includes(value)
    ? (value as AuthUserView['themePreference'])
    : 'system';

/** The user as routes and clients see it (core's authUserSchema): never the password hash, only whether one exists. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? user.username,
    role: isRole(user.role) ? user.role : 'user',
    locale: isLocale(user.locale) ? user.locale : null,
    themePreference: themePreferenceOf(user.themePreference),
    hasPassword: user.passwordHash !== null,
    email: user.email,
  };
}
