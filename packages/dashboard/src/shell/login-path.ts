import { isStaffRole, type UserRole } from '@wedding/core';

/** A path of this app to come back to (never another site, never the login itself). */
function isReturnPath(path: string | undefined): path is string {
  return path?.startsWith('/') === true && !path.startsWith('//') && !path.startsWith('/login');
}

/** The login page that brings the user back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  return isReturnPath(returnTo) ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
}

/**
 * Where to go after signing in: the page that asked for it when it is ours, else the user's home (staff work in
 * the admin area, couples in their dashboard).
 */
export function afterLoginPath(redirect: string | undefined, role: UserRole = 'user'): string {
  if (isReturnPath(redirect)) return redirect;
  return isStaffRole(role) ? '/admin' : '/dashboard';
}
