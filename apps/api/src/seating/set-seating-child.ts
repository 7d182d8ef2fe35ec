import type { SeatingGuest } from '@wedding/core';
import { type PrismaClient, seatingGuestOf, seatingGuestSelect } from '@wedding/db';
import { seatingGuestNotFound } from './seating-errors.js';

/** Marks a guest of the wedding as a child or an adult (kids-only tables warn while no adult sits there). */
export async function setSeatingChild(
  prisma: PrismaClient,
  weddingId: string,
  guestId: string,
  isChild: boolean,
): Promise<SeatingGuest> {
  const { count } = await prisma.guest.updateMany({ where: { id: guestId, weddingId }, data: { isChild } });
  if (count === 0) throw seatingGuestNotFound();
  return seatingGuestOf(
    await prisma.guest.findUniqueOrThrow({ where: { id: guestId }, select: seatingGuestSelect }),
  );
}
