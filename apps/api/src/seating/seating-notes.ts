import type { SeatingNotWith } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { seatingGuestNotFound, seatingNoteNotFound } from './seating-errors.js';

const noteSelect = { id: true, guestAId: true, guestBId: true } as const;

/**
 * A "not with" pair of two guests of the wedding, stored in one order (the smaller id first) so the same pair
 * cannot be written twice; adding it again answers the existing note.
 */
export async function addSeatingNote(
  prisma: PrismaClient,
  weddingId: string,
  guestIds: { guestAId: string; guestBId: string },
  actor: ActivityActor,
): Promise<SeatingNotWith> {
  const [guestAId, guestBId] = [guestIds.guestAId, guestIds.guestBId].sort();
  if (!guestAId || !guestBId) throw seatingGuestNotFound();
  const found = await prisma.guest.findMany({
    where: { weddingId, id: { in: [guestAId, guestBId] } },
    select: { name: true },
  });
  if (found.length !== 2) throw seatingGuestNotFound();
  const pair = found.map((guest) => guest.name).join(' · ');
  const key = { weddingId_guestAId_guestBId: { weddingId, guestAId, guestBId } };
  try {
    return await prisma.$transaction(async (tx) => {
      const existing = await tx.seatingNote.findUnique({ where: key, select: noteSelect });
      if (existing) return existing;
      await recordActivity(tx, weddingId, actor, { action: 'seating.noteAdded', subject: pair });
      return tx.seatingNote.create({ data: { weddingId, guestAId, guestBId }, select: noteSelect });
    });
  } catch (error) {
    // Two planners adding the same pair at once: the other one's note is the answer.
    if (!isUniqueViolation(error)) throw error;
    return prisma.seatingNote.findUniqueOrThrow({ where: key, select: noteSelect });
  }
}

/** Removes a "not with" pair of the wedding and answers those left. */
export async function deleteSeatingNote(
  prisma: PrismaClient,
  weddingId: string,
  noteId: string,
  actor: ActivityActor,
): Promise<SeatingNotWith[]> {
  await prisma.$transaction(async (tx) => {
    const note = await tx.seatingNote.findFirst({
      where: { id: noteId, weddingId },
      select: { guestA: { select: { name: true } }, guestB: { select: { name: true } } },
    });
    if (!note) throw seatingNoteNotFound();
    await tx.seatingNote.delete({ where: { id: noteId } });
    await recordActivity(tx, weddingId, actor, {
      action: 'seating.noteDeleted',
      subject: `${note.guestA.name} · ${note.guestB.name}`,
    });
  });
  return prisma.seatingNote.findMany({
    where: { weddingId },
    select: noteSelect,
    orderBy: { createdAt: 'asc' },
  });
}
