import type { SeatingPlan } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import {
  seatAssignmentSelect,
  seatingGuestOf,
  seatingGuestSelect,
  seatingTableOf,
  seatingTableSelect,
} from './seating-rows.js';

/** The wedding's whole plan: tables in their order, every guest by name, seats and "not with" pairs. */
export async function loadSeatingPlan(prisma: PrismaClient, weddingId: string): Promise<SeatingPlan> {
  const [tables, guests, assignments, notes] = await Promise.all([
    prisma.seatingTable.findMany({
      where: { weddingId },
      select: seatingTableSelect,
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    }),
    prisma.guest.findMany({
      where: { weddingId },
      select: seatingGuestSelect,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    prisma.seatAssignment.findMany({
      where: { weddingId },
      select: seatAssignmentSelect,
      orderBy: { guestId: 'asc' },
    }),
    prisma.seatingNote.findMany({
      where: { weddingId },
      select: { id: true, guestAId: true, guestBId: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  return { tables: tables.map(seatingTableOf), guests: guests.map(seatingGuestOf), assignments, notes };
}

export function loadSeatAssignments(prisma: PrismaClient, weddingId: string) {
  return prisma.seatAssignment.findMany({
    where: { weddingId },
    select: seatAssignmentSelect,
    orderBy: { guestId: 'asc' },
  });
}
