import type { Prisma } from '@wedding/db';
import type { AppDeps } from '../context.js';
import { anonymiseAuditEntries } from './anonymise-audit-entries.js';
import { deleteWeddingCompletely } from './delete-wedding-completely.js';
import { forgetRateLimitClient } from './forget-rate-limit-client.js';

/** Who changed a guest, in a wedding that outlives the account of the member who did (no language: a dash). */
export const ERASED_MEMBER_NAME = '\u2014';

/**
 * Deletes a user and everything stored about them. A wedding they alone belong to is deleted completely
 * (deleteWeddingCompletely); a wedding shared with other members stays with them, minus this membership
 * (its owner reference becomes null, and a member takes over as owner if none is left). Then the user row goes, and with it (cascade) every session,
 * passkey, membership, member invitation they made and message they sent to staff (with its replies); open
 * passkey challenges and the login-failure window of the username go too. What stays with others loses the
 * account: guest-list history in a shared wedding names nobody, staff's audit entries about the account are
 * anonymised (anonymiseAuditEntries), and a service setting it changed no longer points at it.
 */
/**
 * A shared wedding keeps someone who manages its members: when its last owner goes with their account, its
 * longest-standing other member becomes the owner (the rule the roles' back-fill follows too).
 */
async function handOverOwnership(
  tx: Prisma.TransactionClient,
  weddingIds: readonly string[],
  leavingUserId: string,
): Promise<void> {
  for (const weddingId of weddingIds) {
    const others = { weddingId, userId: { not: leavingUserId } };
    if ((await tx.weddingMember.count({ where: { ...others, role: 'owner' } })) > 0) continue;
    const successor = await tx.weddingMember.findFirst({
      where: others,
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    if (successor) {
      await tx.weddingMember.update({ where: { id: successor.id }, data: { role: 'owner', side: null } });
    }
  }
}

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
    await tx.weddingActivity.updateMany({
      where: { actorId: userId },
      data: { actorId: null, actorName: ERASED_MEMBER_NAME },
    });
    await tx.serviceSetting.updateMany({ where: { updatedById: userId }, data: { updatedById: null } });
    await anonymiseAuditEntries(tx, { userId });
    await handOverOwnership(tx, shared, userId);
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
