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
    loadSeatingTables(prisma, weddingId),
    prisma.guest.findMany({
      where: { weddingId },
      select: seatingGuestSelect,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    loadSeatAssignments(prisma, weddingId),
    prisma.seatingNote.findMany({
      where: { weddingId },
      select: { id: true, guestAId: true, guestBId: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  return { tables, guests: guests.map(seatingGuestOf), assignments, notes };
}

export function loadSeatAssignments(prisma: PrismaClient, weddingId: string) {
  return prisma.seatAssignment.findMany({
    where: { weddingId },
    select: seatAssignmentSelect,
    orderBy: { guestId: 'asc' },
  });
}

export async function loadSeatingTables(prisma: PrismaClient, weddingId: string) {
  const tables = await prisma.seatingTable.findMany({
    where: { weddingId },
    select: seatingTableSelect,
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
  });
  return tables.map(seatingTableOf);
}

/** The name of the table each seated guest sits at, by guest id (the unseated are absent). */
export async function loadSeatTableNames(
  prisma: PrismaClient,
  weddingId: string,
): Promise<Map<string, string>> {
  const [tables, assignments] = await Promise.all([
    loadSeatingTables(prisma, weddingId),
    loadSeatAssignments(prisma, weddingId),
  ]);
  const nameOf = new Map(tables.map((table) => [table.id, table.name]));
  return new Map(
    assignments.flatMap((seat) => {
      const name = nameOf.get(seat.tableId);
      return name === undefined ? [] : [[seat.guestId, name] as const];
    }),
  );
}
