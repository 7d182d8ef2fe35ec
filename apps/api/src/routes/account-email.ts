import { apiContract, type Locale } from '@wedding/core';
import type { Router } from 'express';
import { sendEmailVerification, sendPasswordReset } from '../accounts/account-mail.js';
import {
  ACCOUNT_TOKEN_PURPOSES,
  consumeAccountToken,
  countRecentTokens,
} from '../accounts/account-tokens.js';
import { currentUser } from '../auth/middleware.js';
import { hashPassword } from '../auth/passwords.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';

/** Verification links one account may ask for per hour, and reset links one account is sent per hour. */
const LINKS_PER_HOUR = { verify: 5, reset: 3 } as const;
const HOUR_MS = 60 * 60_000;

const linkInvalid = () => new HttpError(400, 'linkInvalid');
const emailTaken = () => new HttpError(409, 'emailTaken');

const accountSelect = { id: true, username: true, name: true, locale: true, email: true } as const;

/** The account's email address (verified by a link) and the forgotten-password reset. */
export function registerAccountEmailRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { account } = apiContract;

  serveRoute(router, deps, account.requestEmailVerification, async ({ body }, _req, res) => {
    const user = currentUser(res);
    const owner = await prisma.user.findUnique({ where: { email: body.email }, select: { id: true } });
    if (owner && owner.id !== user.id) throw emailTaken();
    const since = new Date(deps.now().getTime() - HOUR_MS);
    if (
      (await countRecentTokens(prisma, user.id, ACCOUNT_TOKEN_PURPOSES.verifyEmail, since)) >=
      LINKS_PER_HOUR.verify
    ) {
      throw new HttpError(429, 'tooManyRequests', { retryAfterSeconds: HOUR_MS / 1000 });
    }
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: accountSelect });
    await sendEmailVerification(deps, { ...stored, locale: stored.locale as Locale | null }, body.email);
    return { pendingEmail: body.email };
  });

  serveRoute(router, deps, account.verifyEmail, async ({ body }) => {
    const used = await consumeAccountToken(
      prisma,
      body.token,
      ACCOUNT_TOKEN_PURPOSES.verifyEmail,
      deps.now(),
    );
    if (!used?.email) throw linkInvalid();
    const owner = await prisma.user.findUnique({ where: { email: used.email }, select: { id: true } });
    if (owner && owner.id !== used.userId) throw emailTaken();
    await prisma.user.update({
      where: { id: used.userId },
      data: { email: used.email, emailVerifiedAt: deps.now() },
    });
    return { email: used.email };
  });

  /**
   * The same answer, at the same pace, whether the login names an account with a verified address or not: the
   * link (when there is one to send) is written to the outbox and sent by the job queue, never in this request.
   */
  serveRoute(router, deps, account.requestPasswordReset, async ({ body }) => {
    const user = await prisma.user.findFirst({
      where: { OR: [{ username: body.login }, { email: body.login }] },
      select: accountSelect,
    });
    if (user?.email) {
      const since = new Date(deps.now().getTime() - HOUR_MS);
      const recent = await countRecentTokens(prisma, user.id, ACCOUNT_TOKEN_PURPOSES.resetPassword, since);
      if (recent < LINKS_PER_HOUR.reset) {
        await sendPasswordReset(deps, { ...user, locale: user.locale as Locale | null }, user.email);
      }
    }
    return { requested: true as const };
  });

  serveRoute(router, deps, account.confirmPasswordReset, async ({ body }) => {
    const used = await consumeAccountToken(
      prisma,
      body.token,
      ACCOUNT_TOKEN_PURPOSES.resetPassword,
      deps.now(),
    );
    if (!used) throw linkInvalid();
    const passwordHash = await hashPassword(body.password, deps.config.passwordHashing);
    // Whoever knew the old password is signed out everywhere.
    await prisma.$transaction([
      prisma.user.update({ where: { id: used.userId }, data: { passwordHash } }),
      prisma.session.deleteMany({ where: { userId: used.userId } }),
    ]);
    return { reset: true as const };
  });
}
