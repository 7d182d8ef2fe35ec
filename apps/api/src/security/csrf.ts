import { CSRF_COOKIE_NAME } from '@wedding/core';
import type { Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config.js';
import { readCookies } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import { randomToken, safeEqual } from './tokens.js';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookies other than the session whose presence gives a request ambient authority (guest grants). */
export type AmbientCookieTest = (name: string) => boolean;

export function issueCsrfToken(res: Response, config: AppConfig, token: string = randomToken(24)): string {
  // Readable by the page script on purpose (double submit); SameSite keeps it off cross-site requests.
  res.cookie(CSRF_COOKIE_NAME, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
  });
  res.locals.csrfToken = token;
  return token;
}

function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * A browser names the requesting page in Origin; an allowed origin (own host or ALLOWED_ORIGINS, e.g. a dev
 * server on another port) passes. Without Origin, Sec-Fetch-Site must say same-origin (or none: typed URL).
 */
function assertSameOrigin(req: Request, config: AppConfig): void {
  const origin = req.get('origin');
  if (origin) {
    const allowed = origin === originOf(req) || config.allowedOrigins.includes(origin);
    if (!allowed) throw new HttpError(403, 'csrfRejected');
    return;
  }
  const fetchSite = req.get('sec-fetch-site');
  const sameOrigin = !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
  if (!sameOrigin) throw new HttpError(403, 'csrfRejected');
}

/**
 * CSRF defence (runs after the session is loaded), two layers:
 * 1. every unsafe request from a browser must be same-origin (Sec-Fetch-Site / Origin), which also stops login CSRF;
 * 2. an unsafe request carrying a session must send the session's CSRF secret in `X-CSRF-Token` (synchronizer
 *    token, mirrored in the readable `wedding_csrf` cookie); one carrying only a guest-grant cookie must echo the
 *    `wedding_csrf` cookie (double submit).
 */
export function csrfProtection(config: AppConfig, isAmbientCookie: AmbientCookieTest): RequestHandler {
  return (req, res, next) => {
    const cookies = readCookies(req);
    const sessionSecret = res.locals.sessionCsrfSecret;
    const cookieToken = cookies.get(CSRF_COOKIE_NAME);
    if (sessionSecret) {
      if (cookieToken !== sessionSecret) issueCsrfToken(res, config, sessionSecret);
      else res.locals.csrfToken = sessionSecret;
    } else if (cookieToken && cookieToken.length <= 100) {
      res.locals.csrfToken = cookieToken;
    } else {
      issueCsrfToken(res, config);
    }

    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    assertSameOrigin(req, config);
    // A stale session cookie gives no authority, so it alone does not demand a token.
    const hasGrantCookie = [...cookies.keys()].some(isAmbientCookie);
    const expected = sessionSecret ?? (hasGrantCookie ? cookieToken : undefined);
    if (sessionSecret !== undefined || hasGrantCookie) {
      const header = req.get(CSRF_HEADER);
      if (!expected || !header || !safeEqual(header, expected)) throw new HttpError(403, 'csrfTokenInvalid');
    }
    next();
  };
}
