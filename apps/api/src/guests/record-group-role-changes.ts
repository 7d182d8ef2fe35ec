import type { Prisma } from '@wedding/db';
import { type GuestChangeAuthor, recordGuestChange } from './record-guest-change.js';

type Tx = Prisma.TransactionClient;

/** Each guest a grouping change can touch: the named ones and everyone in a party one of them is in or heads. */
async function partyRolesAround(tx: Tx, weddingId: string, guestIds: readonly string[]) {
  const named = await tx.guest.findMany({
    where: { weddingId, id: { in: [...guestIds] } },
    select: { companionGroupId: true },
  });
  const headed = await tx.companionGroup.findMany({
    where: { weddingId, primaryGuestId: { in: [...guestIds] } },
    select: { id: true },
  });
  const groupIds = [
    ...new Set([
      ...named.flatMap((guest) => (guest.companionGroupId ? [guest.companionGroupId] : [])),
      ...headed.map((group) => group.id),
    ]),
  ];
  const guests = await tx.guest.findMany({
    where: { weddingId, OR: [{ id: { in: [...guestIds] } }, { companionGroupId: { in: groupIds } }] },
    select: { id: true, groupRole: true },
  });
  return new Map(guests.map((guest) => [guest.id, guest.groupRole]));
}

/**
 * Runs a change of parties (group, ungroup, the deletion of a member) and writes a history entry for every
 * remaining guest whose role in a party it changed: also the head of a party dissolved because its last
 * companion left, who was not named in the request.
 */
export async function withGroupRoleHistory<T>(
  tx: Tx,
  weddingId: string,
  author: GuestChangeAuthor,
  guestIds: readonly string[],
  change: () => Promise<T>,
): Promise<T> {
  const before = await partyRolesAround(tx, weddingId, guestIds);
  const result = await change();
  const after = await tx.guest.findMany({
    where: { weddingId, id: { in: [...before.keys()] } },
    select: { id: true, groupRole: true },
  });
  for (const guest of after) {
    await recordGuestChange(
      tx,
      weddingId,
      guest.id,
      author,
      { groupRole: before.get(guest.id) ?? null },
      { groupRole: guest.groupRole },
    );
  }
  return result;
}
