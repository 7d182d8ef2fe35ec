import type { AuthUser as AuthUserView, GuestSide, MemberRole } from '@wedding/core';

/** The signed-in user as routes see it (core's authUserSchema: never the password hash). */
export type AuthUser = AuthUserView;

/** The wedding a member route works on, as loaded by requireMembership / requireGuestGrant. */
export type WeddingRef = { id: string; slug: string; isPremium: boolean; isActive: boolean };

/** The signed-in member's role in the wedding of a member route (staff have none: they may do everything). */
export type Membership = { role: MemberRole; side: GuestSide | null };

declare global {
  namespace Express {
    interface Locals {
      user?: AuthUser;
      sessionId?: string;
      sessionCsrfSecret?: string;
      wedding?: WeddingRef;
      membership?: Membership;
      guestAccess?: 'grant' | 'member';
      /** The wedding's RSVP deadline, read with the guest's access (requireGuestGrant): the RSVP's gate needs it. */
      rsvpDeadline?: Date | null;
      csrfToken?: string;
    }
  }
}
