import type { PrismaClient } from '@wedding/db';
import { randomToken, sha256Hex } from '../security/tokens.js';

export const ACCOUNT_TOKEN_PURPOSES = {
  verifyEmail: 'verify_email',
  resetPassword: 'reset_password',
} as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[keyof typeof ACCOUNT_TOKEN_PURPOSES];

export const TOKEN_LIFETIME_MS = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
} as const satisfies Record<AccountTokenPurpose, number>;

/** A new single-use link secret for the account (only its hash is stored); earlier unused ones of the purpose end. */
export async function issueAccountToken(
  prisma: PrismaClient,
  input: { userId: string; purpose: AccountTokenPurpose; email?: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]);
  await prisma.$transaction([
    prisma.accountToken.updateMany({
      where: { userId: input.userId, purpose: input.purpose, usedAt: null },
      data: { usedAt: input.now },
    }),
    prisma.accountToken.create({
      data: {
        id: sha256Hex(token),
        userId: input.userId,
        purpose: input.purpose,
        email: input.email ?? null,
        expiresAt,
      },
    }),
  ]);
  return { token, expiresAt };
}

/**
 * Uses a link's secret once: answers its row when it exists for the purpose, is unused and unexpired, and marks it
 * used in the same statement (two clicks at once: one wins).
 */
export async function consumeAccountToken(
  prisma: PrismaClient,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<{ userId: string; email: string | null } | undefined> {
  const id = sha256Hex(token);
  const used = await prisma.accountToken.updateMany({
    where: { id, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count === 0) return undefined;
  const row = await prisma.accountToken.findUniqueOrThrow({
    where: { id },
    select: { userId: true, email: true },
  });
  return row;
}

/** How many links of the purpose the account was sent since `since` (a cap against mail bombing an address). */
export const countRecentTokens = (
  prisma: PrismaClient,
  userId: string,
  purpose: AccountTokenPurpose,
  since: Date,
) => prisma.accountToken.count({ where: { userId, purpose, createdAt: { gte: since } } });
