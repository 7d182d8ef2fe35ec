import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';

/** A few open challenges per purpose (several tabs), never an unbounded pile from repeated clicks. */
const OPEN_CHALLENGES_PER_KEY = 5;

/**
 * Stores a one-time WebAuthn challenge for `purpose` (e.g. `add-passkey`, `invitation:<id>`), keeping at most a
 * few open per purpose and owner. `weddingId` ties it to a wedding, so deleting the wedding deletes it too.
 */
export async function storePasskeyChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: string,
  owner: { userId: string | null; weddingId: string | null },
): Promise<void> {
  const now = deps.now();
  await deps.prisma.authChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  const older = await deps.prisma.authChallenge.findMany({
    where: { purpose, userId: owner.userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: OPEN_CHALLENGES_PER_KEY - 1,
    select: { id: true },
  });
  if (older.length > 0) {
    await deps.prisma.authChallenge.deleteMany({ where: { id: { in: older.map((row) => row.id) } } });
  }
  await deps.prisma.authChallenge.create({
    data: {
      challenge,
      purpose,
      userId: owner.userId,
      weddingId: owner.weddingId,
      expiresAt: new Date(now.getTime() + deps.config.webauthn.challengeTtlMs),
    },
  });
}

/** One-time use: the delete succeeds for exactly one request, so a challenge cannot be replayed. */
export async function consumePasskeyChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: string,
  userId: string | null,
): Promise<void> {
  const { count } = await deps.prisma.authChallenge.deleteMany({
    where: { challenge, purpose, userId, expiresAt: { gt: deps.now() } },
  });
  if (count !== 1) throw new HttpError(400, 'challengeInvalid');
}

/** The WebAuthn library's verdict as the API answers it: 400 verificationFailed with the reason. */
export const passkeyVerificationFailed = (error: unknown) =>
  new HttpError(400, 'verificationFailed', {
    message: error instanceof Error ? error.message : 'not verified',
  });
