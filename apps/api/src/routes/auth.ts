import { loginRequestSchema, registerRequestSchema } from '@wedding/core';
import type { Request, Router } from 'express';
import { toAuthUser } from '../auth/auth-user.js';
import { requireUser } from '../auth/middleware.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { endSession, revokeRequestSession, startSession } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { issueCsrfToken } from '../security/csrf.js';
import { assertAllowed, createSlidingWindowLimiter } from '../security/rate-limit.js';

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Usernames are matched case-insensitively by storing them lower-cased. */
const canonicalUsername = (username: string) => username.trim().toLowerCase();

export function registerAuthRoutes(router: Router, deps: AppDeps): void {
  const { rateLimits } = deps.config;
  const clock = () => deps.now().getTime();
  const loginPerIp = createSlidingWindowLimiter({ ...rateLimits.loginPerIp, now: clock });
  const loginPerAccount = createSlidingWindowLimiter({ ...rateLimits.loginPerAccount, now: clock });
  const registerPerIp = createSlidingWindowLimiter({ ...rateLimits.registerPerIp, now: clock });

  router.post('/api/auth/register', async (req, res) => {
    assertAllowed(registerPerIp.consume(clientIp(req)));
    const input = parseBody(registerRequestSchema, req);
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
    assertAllowed(loginPerIp.consume(clientIp(req)));
    const input = parseBody(loginRequestSchema, req);
    const username = canonicalUsername(input.username);
    assertAllowed(loginPerAccount.peek(username));
    const user = await deps.prisma.user.findUnique({ where: { username } });
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password, deps.config.passwordHashing);
    if (!user || !valid) {
      loginPerAccount.record(username);
      throw new HttpError(401, 'invalidCredentials');
    }
    loginPerAccount.reset(username);
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

  /** The token to send as X-CSRF-Token (also readable from the `wedding_csrf` cookie). */
  router.get('/api/auth/csrf', (_req, res) => {
    res.json({ csrfToken: res.locals.csrfToken });
  });
}

export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'P2002' || code === '23505') return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUniqueViolation(cause);
}
