import type { Request, Response } from 'express';
import type { AppConfig } from '../config.js';
import { baseCookieOptions, clearCookie, readCookie } from '../http/cookies.js';

export const OWN_RSVP_COOKIE_PREFIX = 'wedding_rsvps_';
/** A device remembers its last few answers per wedding (a family may answer one by one from one phone). */
export const OWN_RSVPS_PER_DEVICE = 10;
/** Longer than a grant: a guest may come back to change their mind until the wedding day. */
const OWN_RSVP_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60_000;
const SEPARATOR = '~';

export const ownRsvpCookieName = (weddingId: string) => `${OWN_RSVP_COOKIE_PREFIX}${weddingId}`;

/** The manage tokens this device holds for the wedding, newest first (unverified: callers check each). */
export function readOwnRsvpTokens(req: Request, weddingId: string): string[] {
  const value = readCookie(req, ownRsvpCookieName(weddingId));
  if (!value || value.length > 2_000) return [];
  return value.split(SEPARATOR).filter(Boolean).slice(0, OWN_RSVPS_PER_DEVICE);
}

/**
 * "The device that sent it": the RSVP answer leaves its manage token in an HttpOnly cookie of this wedding,
 * so the site can list and delete the guest's own answers without them keeping the private link.
 */
export function writeOwnRsvpTokens(
  res: Response,
  config: AppConfig,
  weddingId: string,
  tokens: string[],
): void {
  const unique = [...new Set(tokens)].slice(0, OWN_RSVPS_PER_DEVICE);
  const options = { ...baseCookieOptions(config.production), path: '/' };
  if (unique.length === 0) {
    clearCookie(res, ownRsvpCookieName(weddingId), options);
    return;
  }
  res.cookie(ownRsvpCookieName(weddingId), unique.join(SEPARATOR), {
    ...options,
    maxAge: OWN_RSVP_COOKIE_MAX_AGE_MS,
  });
}
