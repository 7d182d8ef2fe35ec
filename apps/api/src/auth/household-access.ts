import type { Request, Response } from 'express';
import type { AppConfig } from '../config.js';
import type { AppDeps } from '../context.js';
import { isHouseholdSignatureValid, parseHouseholdLinkToken } from '../households/household-link-token.js';
import { findHouseholdOfGuest, type Household } from '../households/load-households.js';
import { baseCookieOptions, clearCookie, readCookie } from '../http/cookies.js';

export const HOUSEHOLD_COOKIE_PREFIX = 'wedding_household_';
const householdCookieName = (weddingId: string) => `${HOUSEHOLD_COOKIE_PREFIX}${weddingId}`;

/**
 * The household a personal-link token names, if the link is still the household's: signed for this wedding, its
 * guest still on the list, its generation the current one (a new link revokes the old).
 */
export async function householdOfToken(
  deps: AppDeps,
  weddingId: string,
  token: string,
): Promise<Household | undefined> {
  const parsed = parseHouseholdLinkToken(token);
  if (!parsed || !isHouseholdSignatureValid(deps.config, weddingId, parsed)) return undefined;
  const household = await findHouseholdOfGuest(deps.prisma, weddingId, parsed.guestId);
  // The link names the household's head; a guest regrouped under another head keeps their own link generation.
  return household?.guestLinkVersion === parsed.generation ? household : undefined;
}

/**
 * The personal link is remembered as a cookie beside the grant: it names the household for the RSVP and keeps the
 * guest admitted when the couple changes the access code (a printed card must keep working).
 */
export function setHouseholdCookie(res: Response, config: AppConfig, weddingId: string, token: string): void {
  res.cookie(householdCookieName(weddingId), token, {
    ...baseCookieOptions(config.production),
    maxAge: config.guestGrantTtlMs,
  });
}

export function clearHouseholdCookie(res: Response, config: AppConfig, weddingId: string): void {
  clearCookie(res, householdCookieName(weddingId), baseCookieOptions(config.production));
}

/** The household of this request's personal-link cookie for the wedding, when it is still valid. */
export async function householdOfRequest(
  deps: AppDeps,
  req: Request,
  weddingId: string,
): Promise<Household | undefined> {
  const token = readCookie(req, householdCookieName(weddingId));
  if (!token || token.length > 120) return undefined;
  return householdOfToken(deps, weddingId, token);
}
