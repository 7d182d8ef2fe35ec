import type { AuthUser as AuthUserView } from '@wedding/core';

/** The signed-in user as routes see it (core's authUserSchema: never the password hash). */
export type AuthUser = AuthUserView;

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
