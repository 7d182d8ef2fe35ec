import type { SeatingNotWith } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { isUniqueViolation } from '../routes/auth.js';
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
): Promise<SeatingNotWith> {
  const [guestAId, guestBId] = [guestIds.guestAId, guestIds.guestBId].sort();
  if (!guestAId || !guestBId) throw seatingGuestNotFound();
  const found = await prisma.guest.count({ where: { weddingId, id: { in: [guestAId, guestBId] } } });
  if (found !== 2) throw seatingGuestNotFound();
  const key = { weddingId_guestAId_guestBId: { weddingId, guestAId, guestBId } };
  try {
    return await prisma.seatingNote.upsert({
      where: key,
      create: { weddingId, guestAId, guestBId },
      update: {},
      select: noteSelect,
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
): Promise<SeatingNotWith[]> {
  const { count } = await prisma.seatingNote.deleteMany({ where: { id: noteId, weddingId } });
  if (count === 0) throw seatingNoteNotFound();
  return prisma.seatingNote.findMany({
    where: { weddingId },
    select: noteSelect,
    orderBy: { createdAt: 'asc' },
  });
}
