import { Prisma } from '@wedding/db';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { queryRows } from '../database/query-rows.js';
import { baseCookieOptions, clearCookie, readCookie } from '../http/cookies.js';
import { issueCsrfToken } from '../security/csrf.js';
import { randomToken, sha256Hex } from '../security/tokens.js';
import { toAuthUser, type UserRow } from './auth-user.js';
import type { AuthUser } from './types.js';

export const SESSION_COOKIE = 'wedding_session';
/** lastUsedAt is refreshed at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** Only the hash of the cookie token is stored, so a database leak does not hand out live sessions. */
const sessionIdFor = (token: string) => sha256Hex(token);

/**
 * Starts a fresh session (a new random id every time: rotation at login) and sets its cookie. The session's
 * CSRF secret becomes the new `wedding_csrf` cookie, so a token planted before login is worthless after it.
 */
export async function startSession(
  deps: AppDeps,
  res: Response,
  userId: string,
): Promise<{ csrfToken: string }> {
  const token = randomToken(32);
  const csrfToken = issueCsrfToken(res, deps.config);
  const now = deps.now();
  await deps.prisma.session.create({
    data: {
      id: sessionIdFor(token),
      userId,
      csrfSecret: csrfToken,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlMs),
    },
  });
  res.cookie(SESSION_COOKIE, token, {
    ...baseCookieOptions(deps.config.production),
    maxAge: deps.config.sessionTtlMs,
  });
  return { csrfToken };
}

/** Deletes the stored session the request carries, if any (the cookie is left to the caller). */
export async function revokeRequestSession(deps: AppDeps, req: Request): Promise<void> {
  const token = readCookie(req, SESSION_COOKIE);
  if (token && token.length <= 200)
    await deps.prisma.session.deleteMany({ where: { id: sessionIdFor(token) } });
}

/** Logout: deletes the session the request carries and clears its cookie. */
export async function endSession(deps: AppDeps, req: Request, res: Response): Promise<void> {
  await revokeRequestSession(deps, req);
  clearCookie(res, SESSION_COOKIE, baseCookieOptions(deps.config.production));
}

export type SessionContext = { sessionId: string; csrfSecret: string; user: AuthUser };

/** A session with its user's columns (the user's id as `userId`). */
type SessionRow = Omit<UserRow, 'id'> & {
  id: string;
  csrfSecret: string;
  expiresAt: Date;
  lastUsedAt: Date;
  userId: string;
};

export async function findSession(deps: AppDeps, token: string): Promise<SessionContext | undefined> {
  if (token.length > 200) return undefined;
  // Straight on the pool, like the public site's guard (middleware.ts): this lookup runs on every signed-in request,
  // and the model query (session with its user) cost about 1.6 ms of CPU in Prisma's query compiler (database/query-rows.ts).
  const [session] = await queryRows<SessionRow>(
    deps.pool,
    Prisma.sql`
    SELECT s.id, s."csrfSecret", s."expiresAt", s."lastUsedAt", u.id AS "userId", u.username, u.name,
           u.role::text AS role, u.locale::text AS locale, u."themePreference"::text AS "themePreference",
           u."passwordHash", u.email
    FROM sessions s JOIN users u ON u.id = s."userId"
    WHERE s.id = ${sessionIdFor(token)}`,
  );
  if (!session) return undefined;
  const now = deps.now();
  if (session.expiresAt.getTime() <= now.getTime()) {
    await deps.prisma.session.deleteMany({ where: { id: session.id } });
    return undefined;
  }
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await deps.prisma.session.updateMany({ where: { id: session.id }, data: { lastUsedAt: now } });
  }
  return {
    sessionId: session.id,
    csrfSecret: session.csrfSecret,
    user: toAuthUser({ ...session, id: session.userId }),
  };
}

/** Attaches `res.locals.user` when the session cookie is valid; never rejects (requireUser does). */
export function loadSessionUser(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      const found = await findSession(deps, token);
      if (found) {
        res.locals.user = found.user;
        res.locals.sessionId = found.sessionId;
        res.locals.sessionCsrfSecret = found.csrfSecret;
      }
    }
    next();
  };
}
