import {
  type GuestSide,
  isStaffRole,
  type MemberRole,
  type MemberRouteAction,
  memberMay,
  RECORD_ID_PATTERN,
} from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { queryRows } from '../database/query-rows.js';
import { HttpError } from '../http/errors.js';
import { hasValidGuestGrant } from './guest-grant.js';
import { householdOfRequest } from './household-access.js';
import type { AuthUser, Membership, WeddingRef } from './types.js';

/** Database ids are cuids; a path id of another form cannot name a record (answered 404 without a query). */

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID_PATTERN.test(value);

export const authenticationRequired = () => new HttpError(401, 'authenticationRequired');
export const weddingNotFound = () => new HttpError(404, 'weddingNotFound');
export const memberRoleForbidden = () => new HttpError(403, 'memberRoleForbidden');
export const guestSideForbidden = () => new HttpError(403, 'guestSideForbidden');

/** The user set by requireUser; calling it on a route without requireUser is a programming error. */
export function currentUser(res: Response): AuthUser {
  const user = res.locals.user;
  if (!user) throw new Error('currentUser() used on a route without requireUser');
  return user;
}

export function currentWedding(res: Response): WeddingRef {
  const wedding = res.locals.wedding;
  if (!wedding)
    throw new Error('currentWedding() used on a route without requireMembership/requireGuestGrant');
  return wedding;
}

export const requireUser: RequestHandler = (_req, res, next) => {
  if (!res.locals.user) throw authenticationRequired();
  next();
};

export const requireAdmin: RequestHandler = (_req, res, next) => {
  const user = res.locals.user;
  if (!user) throw authenticationRequired();
  if (!isStaffRole(user.role)) throw new HttpError(403, 'adminRequired');
  next();
};

/** Role changes, settings and the full backup: superadmin only (admins get 403 superadminRequired). */
export const requireSuperadmin: RequestHandler = (_req, res, next) => {
  const user = res.locals.user;
  if (!user) throw authenticationRequired();
  if (user.role !== 'superadmin') throw new HttpError(403, 'superadminRequired');
  next();
};

type MembershipRow = WeddingRef & { memberRole: MemberRole | null; memberSide: GuestSide | null };

/**
 * Loads `req.params.weddingId` for a signed-in member whose role allows `action` (core's memberMay), before the
 * route reads any input. A wedding the user is not a member of answers exactly like a missing one (404
 * weddingNotFound), so ids cannot be probed; a member whose role does not allow the action gets 403
 * memberRoleForbidden. Staff (admins) may do everything, as before roles existed.
 */
export function requireMembership(
  deps: AppDeps,
  action: MemberRouteAction,
  options: MemberRouteOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    const user = res.locals.user;
    if (!user) throw authenticationRequired();
    const weddingId = req.params.weddingId;
    if (!isId(weddingId)) throw weddingNotFound();
    // One statement for the wedding and the member's role, straight on the pool (see findGuestAccess): this guard
    // runs on every dashboard request.
    const [row] = await queryRows<MembershipRow>(
      deps.pool,
      Prisma.sql`
      SELECT w.id, w.slug, w."isPremium", w."isActive", m.role::text AS "memberRole", m.side::text AS "memberSide"
      FROM weddings w LEFT JOIN wedding_members m ON m."weddingId" = w.id AND m."userId" = ${user.id}
      WHERE w.id = ${weddingId}`,
    );
    if (!row) throw weddingNotFound();
    const { memberRole, memberSide, ...wedding } = row;
    if (!isStaffRole(user.role)) {
      if (memberRole === null) throw weddingNotFound();
      const membership: Membership = { role: memberRole, side: memberSide };
      const aboutThemselves = options.orSelf !== undefined && req.params[options.orSelf] === user.id;
      if (!aboutThemselves && !memberMay(membership.role, action)) throw memberRoleForbidden();
      res.locals.membership = membership;
    }
    res.locals.wedding = wedding;
    next();
  };
}

export interface MemberRouteOptions {
  /** A path parameter naming a user: every member may do the action to themselves (leaving the wedding). */
  orSelf?: string;
}

/** The guards of a member route: signed in, a member of the path's wedding (or staff), a role that allows `action`. */
export const memberRoute = (
  deps: AppDeps,
  action: MemberRouteAction,
  options?: MemberRouteOptions,
): RequestHandler[] => [requireUser, requireMembership(deps, action, options)];

/** The member's role in the current wedding; null for staff, who act with every right. */
export function currentMembership(res: Response): Membership | null {
  if (!res.locals.wedding) throw new Error('currentMembership() used on a route without requireMembership');
  return res.locals.membership ?? null;
}

/**
 * Refuses a change to a guest of `guestSide` that the member's role does not allow (a side editor and a guest of
 * another side: 403 guestSideForbidden). Called with the guest's side before and after the change, so a guest can
 * neither be edited on nor moved to the other side.
 */
export function assertMayEditGuest(res: Response, ...guestSides: GuestSide[]): void {
  const membership = currentMembership(res);
  if (!membership) return;
  for (const guestSide of guestSides) {
    if (!memberMay(membership.role, 'editGuest', { guestSide, memberSide: membership.side })) {
      throw guestSideForbidden();
    }
  }
}

/** Whether the member may change a guest of `guestSide` (a bulk write reports the others row by row). */
export function mayEditGuestSide(res: Response): (guestSide: GuestSide) => boolean {
  const membership = currentMembership(res);
  return (guestSide) =>
    !membership || memberMay(membership.role, 'editGuest', { guestSide, memberSide: membership.side });
}

export const requirePremium: RequestHandler = (_req, res, next) => {
  if (!currentWedding(res).isPremium) throw new HttpError(403, 'premiumRequired');
  next();
};

export async function isMemberOrAdmin(
  deps: AppDeps,
  user: AuthUser | undefined,
  weddingId: string,
): Promise<boolean> {
  if (!user) return false;
  if (isStaffRole(user.role)) return true;
  const membership = await deps.prisma.weddingMember.findUnique({
    where: { weddingId_userId: { weddingId, userId: user.id } },
    select: { userId: true },
  });
  return membership !== null;
}

/**
 * The same check as requireMembership for a route whose wedding id is not in its path (the passkey invitation names
 * it in the query or body): a non-member 404 weddingNotFound, a role that does not allow `action` 403.
 */
export async function assertMemberMay(
  deps: AppDeps,
  user: AuthUser,
  weddingId: unknown,
  action: MemberRouteAction,
): Promise<void> {
  if (!isId(weddingId)) throw weddingNotFound();
  if (isStaffRole(user.role)) {
    const wedding = await deps.prisma.wedding.findUnique({ where: { id: weddingId }, select: { id: true } });
    if (!wedding) throw weddingNotFound();
    return;
  }
  const membership = await deps.prisma.weddingMember.findUnique({
    where: { weddingId_userId: { weddingId, userId: user.id } },
    select: { role: true },
  });
  if (!membership) throw weddingNotFound();
  if (!memberMay(membership.role, action)) throw memberRoleForbidden();
}

type GuestSiteWedding = WeddingRef & { rsvpDeadline: Date | null };
type GuestGrantWedding = GuestSiteWedding & { accessCode: string };

/** Who may see a wedding's public site: a member or admin (preview), a guest with a grant, or nobody. */
export type GuestAccess =
  | { outcome: 'member'; wedding: GuestSiteWedding }
  | { outcome: 'grant'; wedding: GuestSiteWedding }
  | { outcome: 'notFound' }
  | { outcome: 'accessCodeRequired' };

/**
 * Decides access to the public site of `slug` for this request: a member or admin session opens it (also an
 * inactive one, as a preview); a guest needs an active site and a valid grant cookie. Shared by the guest API
 * and the server-rendered site pages.
 */
export async function findGuestAccess(
  deps: AppDeps,
  req: Request,
  user: AuthUser | undefined,
  slug: string,
): Promise<GuestAccess> {
  if (slug.length > 200) return { outcome: 'notFound' };
  // Straight on the pool: this guard runs on every public-site request (RSVP bursts: database/query-rows.ts).
  const [wedding] = await queryRows<GuestGrantWedding>(
    deps.pool,
    Prisma.sql`SELECT id, slug, "isPremium", "isActive", "accessCode", "rsvpDeadline"
      FROM weddings WHERE slug = ${slug.toLowerCase()}`,
  );
  if (!wedding) return { outcome: 'notFound' };
  const { accessCode, ...ref } = wedding;
  if (await isMemberOrAdmin(deps, user, wedding.id)) return { outcome: 'member', wedding: ref };
  // An inactive site is closed to guests; its members can still preview it.
  if (!wedding.isActive) return { outcome: 'notFound' };
  if (hasValidGuestGrant(req, deps.config, { id: wedding.id, accessCode }, deps.now())) {
    return { outcome: 'grant', wedding: ref };
  }
  // A personal link admits its household also after the couple changed the access code.
  if (await householdOfRequest(deps, req, wedding.id)) return { outcome: 'grant', wedding: ref };
  return { outcome: 'accessCodeRequired' };
}

/** Public-site guard for `req.params.slug`: a guest grant cookie for that wedding, or a member/admin session. */
export function requireGuestGrant(deps: AppDeps): RequestHandler {
  return async (req: Request, res, next) => {
    const slug = req.params.slug;
    if (typeof slug !== 'string') throw weddingNotFound();
    const access = await findGuestAccess(deps, req, res.locals.user, slug);
    if (access.outcome === 'notFound') throw weddingNotFound();
    if (access.outcome === 'accessCodeRequired') throw new HttpError(401, 'accessCodeRequired');
    const { rsvpDeadline, ...wedding } = access.wedding;
    res.locals.wedding = wedding;
    res.locals.rsvpDeadline = rsvpDeadline;
    res.locals.guestAccess = access.outcome;
    next();
  };
}
