import type { InvitedHousehold } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import type { Household } from '../households/index.js';

/** What the invitation rule needs of a household: its head's id and its members' categories and sides. */
export async function invitedHouseholdOf(
  prisma: PrismaClient,
  weddingId: string,
  household: Pick<Household, 'id' | 'memberIds'>,
): Promise<InvitedHousehold> {
  const members = await prisma.guest.findMany({
    where: { weddingId, id: { in: household.memberIds } },
    select: { category: true, side: true },
  });
  return { id: household.id, members };
}
