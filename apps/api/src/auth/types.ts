import type { UserRole } from '@wedding/core';

/** The signed-in user as routes see it (never the password hash). */
export type AuthUser = { id: string; username: string; name: string; role: UserRole };

/** The wedding a member route works on, as loaded by requireMembership / requireGuestGrant. */
export type WeddingRef = { id: string; slug: string; isPremium: boolean; isActive: boolean };

declare global {
  namespace Express {
    interface Locals {
      user?: AuthUser;
      sessionId?: string;
      sessionCsrfSecret?: string;
      wedding?: WeddingRef;
      guestAccess?: 'grant' | 'member';
      csrfToken?: string;
    }
  }
}
