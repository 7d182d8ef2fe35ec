import type { PrismaClient } from '@wedding/db';

/**
 * Everything stored about a user, as the archive's `account.json` holds it. Secrets that only prove who
 * someone is stay out, and the file says so: the password hash (replaced by `hasPassword`), the session
 * tokens' hashes, CSRF secrets and invitation links' token hashes (each session's dates are listed).
 */
export async function collectAccountRecords(prisma: PrismaClient, userId: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: {
      sessions: {
        orderBy: { createdAt: 'asc' },
        select: { createdAt: true, lastUsedAt: true, expiresAt: true },
      },
      passkeys: { orderBy: { createdAt: 'asc' } },
      memberships: {
        orderBy: { joinedAt: 'asc' },
        include: { wedding: { select: { id: true, slug: true } } },
      },
      ownedWeddings: { select: { id: true, slug: true } },
      // The user's conversations with staff: what they wrote and what staff answered (by the answer's author name).
      messages: {
        orderBy: { createdAt: 'asc' },
        include: {
          replies: {
            orderBy: { createdAt: 'asc' },
            select: {
              body: true,
              createdAt: true,
              readAt: true,
              author: { select: { name: true, username: true } },
            },
          },
        },
      },
      invitations: { orderBy: { createdAt: 'asc' }, omit: { tokenHash: true } },
      themeVersions: { orderBy: { createdAt: 'asc' } },
    },
  });
  const { passwordHash, passkeys, ...rest } = user;
  return {
    ...rest,
    hasPassword: passwordHash !== null,
    passkeys: passkeys.map(({ publicKey, ...passkey }) => ({
      ...passkey,
      publicKey: Buffer.from(publicKey).toString('base64url'),
    })),
    leftOut: ['passwordHash', 'session token hashes', 'CSRF secrets', 'invitation token hashes'],
  };
}
