import type { AppDeps } from '../context.js';
import { anonymiseAuditEntries } from './anonymise-audit-entries.js';
import { deleteWeddingCompletely } from './delete-wedding-completely.js';
import { forgetRateLimitClient } from './forget-rate-limit-client.js';

/** Who changed a guest, in a wedding that outlives the account of the member who did (no language: a dash). */
export const ERASED_MEMBER_NAME = '\u2014';

/**
 * Deletes a user and everything stored about them. A wedding they alone belong to is deleted completely
 * (deleteWeddingCompletely); a wedding shared with other members stays with them, minus this membership
 * (its owner reference becomes null). Then the user row goes, and with it (cascade) every session,
 * passkey, membership, member invitation they made and message they sent to staff (with its replies); open
 * passkey challenges and the login-failure window of the username go too. What stays with others loses the
 * account: guest-list history in a shared wedding names nobody, staff's audit entries about the account are
 * anonymised (anonymiseAuditEntries), and a service setting it changed no longer points at it.
 */
export async function deleteAccountCompletely(
  deps: AppDeps,
  userId: string,
): Promise<{ weddingsDeleted: string[]; filesNotRemoved: string[] }> {
  const user = await deps.prisma.user.findUnique({
    where: { id: userId },
    select: {
      username: true,
      memberships: { select: { wedding: { select: { id: true, _count: { select: { members: true } } } } } },
    },
  });
  if (!user) return { weddingsDeleted: [], filesNotRemoved: [] };
  const alone = user.memberships
    .filter(({ wedding }) => wedding._count.members === 1)
    .map(({ wedding }) => wedding.id);
  const shared = user.memberships
    .filter(({ wedding }) => wedding._count.members > 1)
    .map(({ wedding }) => wedding.id);
  const filesNotRemoved: string[] = [];
  for (const weddingId of alone) {
    filesNotRemoved.push(...(await deleteWeddingCompletely(deps, weddingId)).filesNotRemoved);
  }
  await deps.prisma.$transaction(async (tx) => {
    await tx.authChallenge.deleteMany({ where: { userId } });
    await tx.guestChange.updateMany({
      where: { userId },
      data: { userId: null, actorName: ERASED_MEMBER_NAME },
    });
    await tx.serviceSetting.updateMany({ where: { updatedById: userId }, data: { updatedById: null } });
    await anonymiseAuditEntries(tx, { userId });
    await tx.user.delete({ where: { id: userId } });
  });
  await forgetRateLimitClient(deps, 'loginPerAccount', user.username);
  // Two members deleting their accounts at once both saw the other: a wedding left with nobody goes too.
  const orphaned = await deps.prisma.wedding.findMany({
    where: { id: { in: shared }, members: { none: {} } },
    select: { id: true },
  });
  for (const { id } of orphaned) {
    filesNotRemoved.push(...(await deleteWeddingCompletely(deps, id)).filesNotRemoved);
  }
  return { weddingsDeleted: [...alone, ...orphaned.map(({ id }) => id)], filesNotRemoved };
}
