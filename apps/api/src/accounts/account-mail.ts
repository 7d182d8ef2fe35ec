import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import type { AppDeps } from '../context.js';
import { queueMessages } from '../mail/outbox/queue-messages.js';
import { ACCOUNT_TOKEN_PURPOSES, issueAccountToken, TOKEN_LIFETIME_MS } from './account-tokens.js';

type Account = { id: string; username: string; name: string | null; locale: Locale | null };

const HOUR_MS = 60 * 60_000;

/** The verification link to the address (`/account/verify-email#<token>`: the fragment never reaches a log). */
export async function sendEmailVerification(deps: AppDeps, account: Account, email: string): Promise<void> {
  const { token } = await issueAccountToken(deps.prisma, {
    userId: account.id,
    purpose: ACCOUNT_TOKEN_PURPOSES.verifyEmail,
    email,
    now: deps.now(),
  });
  await queueMessages(deps, [
    {
      weddingId: null,
      kind: 'emailVerification',
      toAddress: email,
      toName: account.name ?? account.username,
      locale: account.locale ?? DEFAULT_LOCALE,
      userId: account.id,
      payload: {
        userName: account.name ?? account.username,
        verifyUrl: `${deps.config.publicUrl}/account/verify-email#${token}`,
        expiresInHours: TOKEN_LIFETIME_MS.verify_email / HOUR_MS,
        secret: token,
      },
    },
  ]);
}

/** The single-use reset link (`/reset-password#<token>`, one hour) to the account's verified address. */
export async function sendPasswordReset(deps: AppDeps, account: Account, email: string): Promise<void> {
  const { token } = await issueAccountToken(deps.prisma, {
    userId: account.id,
    purpose: ACCOUNT_TOKEN_PURPOSES.resetPassword,
    now: deps.now(),
  });
  await queueMessages(deps, [
    {
      weddingId: null,
      kind: 'passwordReset',
      toAddress: email,
      toName: account.name ?? account.username,
      locale: account.locale ?? DEFAULT_LOCALE,
      userId: account.id,
      payload: {
        userName: account.name ?? account.username,
        resetUrl: `${deps.config.publicUrl}/reset-password#${token}`,
        expiresInMinutes: TOKEN_LIFETIME_MS.reset_password / 60_000,
        secret: token,
      },
    },
  ]);
}

/** An address shown to staff partly hidden: `a•••@example.org`. */
export function maskAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
