import { USER_ROLES, type UserRole } from '@wedding/core';
import type { AuthUser } from './types.js';

type UserRow = { id: string; username: string; name: string | null; role: string };

const isRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? user.username,
    role: isRole(user.role) ? user.role : 'user',
  };
}

export const isAdminRole = (role: UserRole): boolean => role === 'admin' || role === 'superadmin';
