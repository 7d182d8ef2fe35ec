import type { SeatingGuest } from '@wedding/core';
import { type PrismaClient, seatingGuestOf, seatingGuestSelect } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { seatingGuestNotFound } from './seating-errors.js';

/** Marks a guest of the wedding as a child or an adult (kids-only tables warn while no adult sits there). */
export async function setSeatingChild(
  prisma: PrismaClient,
  weddingId: string,
  guestId: string,
  isChild: boolean,
  actor: ActivityActor,
): Promise<SeatingGuest> {
  await prisma.$transaction(async (tx) => {
    const guest = await tx.guest.findFirst({ where: { id: guestId, weddingId }, select: { name: true } });
    if (!guest) throw seatingGuestNotFound();
    await tx.guest.update({ where: { id: guestId }, data: { isChild } });
    await recordActivity(tx, weddingId, actor, {
      action: 'seating.childChanged',
      subject: guest.name,
      detail: isChild ? 'child' : 'adult',
    });
  });
  return seatingGuestOf(
    await prisma.guest.findUniqueOrThrow({ where: { id: guestId }, select: seatingGuestSelect }),
  );
}
