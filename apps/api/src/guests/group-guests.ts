import type { Prisma } from '@wedding/db';
import { HttpError } from '../http/errors.js';
import { detachFromGroup } from './detach-from-group.js';
import { GUEST_MESSAGES } from './guest-messages.js';

/**
 * Makes `primaryGuestId` the primary guest of a group holding `companionGuestIds` (added to any
 * companions it already has). A companion taken from another group leaves that group first.
 */
export async function groupGuests(
  tx: Prisma.TransactionClient,
  weddingId: string,
  primaryGuestId: string,
  companionGuestIds: readonly string[],
): Promise<void> {
  const companions = [...new Set(companionGuestIds)];
  if (companions.includes(primaryGuestId)) {
    throw new HttpError(422, GUEST_MESSAGES.primaryAmongCompanions);
  }
  const guests = await tx.guest.findMany({
    where: { weddingId, id: { in: [primaryGuestId, ...companions] } },
    select: { id: true, groupRole: true, companionGroupId: true },
  });
  if (guests.length !== companions.length + 1) throw new HttpError(404, GUEST_MESSAGES.notFound);
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  if (companions.some((id) => byId.get(id)?.groupRole === 'primary')) {
    throw new HttpError(422, GUEST_MESSAGES.companionIsPrimary);
  }

  const primary = byId.get(primaryGuestId)!;
  let group = await tx.companionGroup.findUnique({ where: { primaryGuestId } });
  if (!group) {
    if (primary.companionGroupId) await detachFromGroup(tx, primary);
    group = await tx.companionGroup.create({ data: { weddingId, primaryGuestId } });
  }
  for (const id of companions) {
    const companion = byId.get(id)!;
    if (companion.companionGroupId && companion.companionGroupId !== group.id) {
      await detachFromGroup(tx, companion);
    }
  }
  await tx.guest.updateMany({
    where: { id: { in: companions } },
    data: { groupRole: 'companion', companionGroupId: group.id },
  });
  await tx.guest.update({
    where: { id: primaryGuestId },
    data: { groupRole: 'primary', companionGroupId: group.id },
  });
}
