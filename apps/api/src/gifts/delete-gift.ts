import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { giftNotFound, type SideCheck } from './save-gift.js';

/** Removes a gift of the wedding (404 for another wedding's), with its activity line in the same transaction. */
export async function deleteGift(
  prisma: PrismaClient,
  weddingId: string,
  giftId: string,
  actor: ActivityActor,
  checkSide: SideCheck,
): Promise<void> {
  const gift = await prisma.gift.findFirst({
    where: { id: giftId, weddingId },
    select: { id: true, household: { select: { name: true, side: true } } },
  });
  if (!gift) throw giftNotFound();
  checkSide(gift.household.side);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.gift.deleteMany({ where: { id: gift.id, weddingId } });
    if (count === 0) throw giftNotFound();
    await recordActivity(tx, weddingId, actor, { action: 'gift.deleted', subject: gift.household.name });
  });
}
