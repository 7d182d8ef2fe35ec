import type { Request, Response } from 'express';
import type { AppConfig } from '../config.js';
import { baseCookieOptions, clearCookie, readCookie } from '../http/cookies.js';
import { hmacBase64Url, safeEqual, sha256Hex } from '../security/tokens.js';

export const GUEST_GRANT_COOKIE_PREFIX = 'wedding_grant_';
/**
 * The server-rendered site (`/{locale}/w/{slug}`, `/w/{slug}`) needs the grant as much as the public API, and a
 * cookie has one path: so `/`. Member routes ignore it (they check the session), and the CSRF layer demands a
 * token from any write that carries it.
 */
const GRANT_COOKIE_PATH = '/';
/** Where grants were scoped before the site was server-rendered; cleared too, so logout ends those as well. */
const LEGACY_GRANT_COOKIE_PATH = '/api/public';

export const guestGrantCookieName = (weddingId: string) => `${GUEST_GRANT_COOKIE_PREFIX}${weddingId}`;

/**
 * A grant is `expiry.signature`, the HMAC binding wedding id, expiry and a hash of the current access code:
 * nothing is stored, one cookie per wedding, and changing the access code revokes every earlier grant.
 */
function sign(key: string, weddingId: string, expiresAt: number, accessCode: string): string {
  return hmacBase64Url(key, `grant:${weddingId}:${expiresAt}:${sha256Hex(accessCode)}`);
}

export function setGuestGrant(
  res: Response,
  config: AppConfig,
  wedding: { id: string; accessCode: string },
  now: Date,
): void {
  const expiresAt = now.getTime() + config.guestGrantTtlMs;
  const value = `${expiresAt}.${sign(config.secret, wedding.id, expiresAt, wedding.accessCode)}`;
  res.cookie(guestGrantCookieName(wedding.id), value, {
    ...baseCookieOptions(config.production),
    path: GRANT_COOKIE_PATH,
    maxAge: config.guestGrantTtlMs,
  });
}

export function hasValidGuestGrant(
  req: Request,
  config: AppConfig,
  wedding: { id: string; accessCode: string },
  now: Date,
): boolean {
  const value = readCookie(req, guestGrantCookieName(wedding.id));
  if (!value || value.length > 200) return false;
  const separator = value.indexOf('.');
  if (separator <= 0) return false;
  const expiresAt = Number(value.slice(0, separator));
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return false;
  const signature = value.slice(separator + 1);
  // The current key, then the keys it replaced (rotation): a grant signed with any other key is refused.
  return [config.secret, ...(config.previousSecrets ?? [])].some((key) =>
    safeEqual(signature, sign(key, wedding.id, expiresAt, wedding.accessCode)),
  );
}

/** Guest logout: forgets the grant for this wedding (the access code is needed again). */
export function clearGuestGrant(res: Response, config: AppConfig, weddingId: string): void {
  for (const path of [GRANT_COOKIE_PATH, LEGACY_GRANT_COOKIE_PATH]) {
    clearCookie(res, guestGrantCookieName(weddingId), { ...baseCookieOptions(config.production), path });
  }
}
