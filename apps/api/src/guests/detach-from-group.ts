import type { Prisma } from '@wedding/db';

type GroupedGuest = { id: string; companionGroupId: string | null };

async function dissolveGroup(tx: Prisma.TransactionClient, groupId: string): Promise<void> {
  await tx.guest.updateMany({
    where: { companionGroupId: groupId },
    data: { groupRole: null, companionGroupId: null },
  });
  await tx.companionGroup.delete({ where: { id: groupId } });
}

/**
 * Takes a guest out of its group. Removing the primary guest dissolves the group; removing the last
 * companion dissolves it too, so no group is left with a primary and nobody to accompany.
 * Returns false when the guest was in no group.
 */
export async function detachFromGroup(tx: Prisma.TransactionClient, guest: GroupedGuest): Promise<boolean> {
  const groupId = guest.companionGroupId;
  const group = groupId
    ? await tx.companionGroup.findUnique({ where: { id: groupId } })
    : await tx.companionGroup.findUnique({ where: { primaryGuestId: guest.id } });
  if (!group) return false;
  if (group.primaryGuestId === guest.id) {
    await dissolveGroup(tx, group.id);
    return true;
  }
  await tx.guest.update({ where: { id: guest.id }, data: { groupRole: null, companionGroupId: null } });
  const companionsLeft = await tx.guest.count({
    where: { companionGroupId: group.id, groupRole: 'companion' },
  });
  if (companionsLeft === 0) await dissolveGroup(tx, group.id);
  return true;
}
