import { loginRequestSchema, registerRequestSchema, updateProfileRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { toAuthUser } from '../auth/auth-user.js';
import { currentUser, requireUser } from '../auth/middleware.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { endSession, revokeRequestSession, startSession } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { issueCsrfToken } from '../security/csrf.js';
import { readServiceSettings } from '../settings/index.js';

/** Usernames are matched case-insensitively by storing them lower-cased. */
const canonicalUsername = (username: string) => username.trim().toLowerCase();

/**
 * Sign-up, sign-in and the session. Their rate limits (sign-ups per address, logins per address, failed logins
 * per account) are taken before these handlers by the shared gate (security/rate-limits, ROUTE_RATE_LIMITS).
 */
export function registerAuthRoutes(router: Router, deps: AppDeps): void {
  router.post('/api/auth/register', async (req, res) => {
    const input = parseBody(registerRequestSchema, req);
    // Staff can close self-service sign-up (/admin/settings); they still open accounts themselves.
    if (!(await readServiceSettings(deps.prisma)).registrationsOpen)
      throw new HttpError(403, 'registrationsClosed');
    const username = canonicalUsername(input.username);
    const existing = await deps.prisma.user.findUnique({ where: { username }, select: { id: true } });
    if (existing) throw new HttpError(409, 'usernameTaken');
    const passwordHash = await hashPassword(input.password, deps.config.passwordHashing);
    const user = await deps.prisma.user
      .create({ data: { username, name: input.name, passwordHash } })
      .catch((error: unknown) => {
        // Two registrations racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, 'usernameTaken');
        throw error;
      });
    await revokeRequestSession(deps, req);
    await startSession(deps, res, user.id);
    res.status(201).json({ user: toAuthUser(user) });
  });

  router.post('/api/auth/login', async (req, res) => {
    const input = parseBody(loginRequestSchema, req);
    const username = canonicalUsername(input.username);
    const user = await deps.prisma.user.findUnique({ where: { username } });
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password, deps.config.passwordHashing);
    // The 401 counts as a failed login of this account (the gate records it); a success clears the count.
    if (!user || !valid) throw new HttpError(401, 'invalidCredentials');
    // Rotation: whatever session the browser held before is ended, the new one gets a fresh id.
    await revokeRequestSession(deps, req);
    await startSession(deps, res, user.id);
    res.json({ user: toAuthUser(user) });
  });

  router.post('/api/auth/logout', async (req, res) => {
    await endSession(deps, req, res);
    issueCsrfToken(res, deps.config);
    res.json({ loggedOut: true });
  });

  router.get('/api/auth/me', requireUser, (_req, res) => {
    res.json({ user: res.locals.user });
  });

  /** Who is signed in, if anyone: a visitor is an answer here (user null), not an error, so pages ask without a 401. */
  router.get('/api/auth/session', (_req, res) => {
    res.json({ user: res.locals.user ?? null });
  });

  /** The user's own name, interface language and colour mode (remembered per user across devices). */
  router.patch('/api/auth/me', requireUser, async (req, res) => {
    const input = parseBody(updateProfileRequestSchema, req);
    const user = await deps.prisma.user.update({ where: { id: currentUser(res).id }, data: input });
    res.json({ user: toAuthUser(user) });
  });

  /** The token to send as X-CSRF-Token (also readable from the `wedding_csrf` cookie). */
  router.get('/api/auth/csrf', (_req, res) => {
    res.json({ csrfToken: res.locals.csrfToken });
  });
}
