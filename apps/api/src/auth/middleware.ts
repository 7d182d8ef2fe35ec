import { isStaffRole, RECORD_ID_PATTERN } from '@wedding/core';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { hasValidGuestGrant } from './guest-grant.js';
import { householdOfRequest } from './household-access.js';
import type { AuthUser, WeddingRef } from './types.js';

/** Database ids are cuids; a path id of another form cannot name a record (answered 404 without a query). */

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID_PATTERN.test(value);

export const authenticationRequired = () => new HttpError(401, 'authenticationRequired');
export const weddingNotFound = () => new HttpError(404, 'weddingNotFound');

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

const weddingRefSelect = { id: true, slug: true, isPremium: true, isActive: true } as const;

/**
 * Loads `req.params.weddingId` for a signed-in member. A wedding the user is not a member of answers
 * exactly like a missing one (404 weddingNotFound), so ids cannot be probed. Admins may pass.
 */
export function requireMembership(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const user = res.locals.user;
    if (!user) throw authenticationRequired();
    const weddingId = req.params.weddingId;
    if (!isId(weddingId)) throw weddingNotFound();
    const wedding = await deps.prisma.wedding.findUnique({
      where: { id: weddingId },
      select: weddingRefSelect,
    });
    if (!wedding) throw weddingNotFound();
    if (!isStaffRole(user.role)) {
      const membership = await deps.prisma.weddingMember.findUnique({
        where: { weddingId_userId: { weddingId, userId: user.id } },
        select: { userId: true },
      });
      if (!membership) throw weddingNotFound();
    }
    res.locals.wedding = wedding;
    next();
  };
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

type GuestGrantWedding = WeddingRef & { accessCode: string };

/** Who may see a wedding's public site: a member or admin (preview), a guest with a grant, or nobody. */
export type GuestAccess =
  | { outcome: 'member'; wedding: WeddingRef }
  | { outcome: 'grant'; wedding: WeddingRef }
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
  // Raw SQL on purpose: this guard runs on every public-site request (RSVP bursts), and a model query costs
  // ~1 ms more CPU in Prisma's query compiler than the same single-row lookup written out.
  const [wedding] = await deps.prisma.$queryRaw<GuestGrantWedding[]>`
    SELECT id, slug, "isPremium", "isActive", "accessCode" FROM weddings WHERE slug = ${slug.toLowerCase()}`;
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
    res.locals.wedding = access.wedding;
    res.locals.guestAccess = access.outcome;
    next();
  };
}
