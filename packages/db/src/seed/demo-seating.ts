import { type SeatingGuest, type SeatingTable, suggestSeating } from '@wedding/core';
import type { Prisma } from '../generated/prisma/client';
import { seatingGuestOf, seatingGuestSelect, seatingTableOf } from '../seating/seating-rows';

type Tx = Prisma.TransactionClient;

/** Seats at each of the demo's round tables; the couple's long table seats their closest. */
const ROUND_SEATS = 8;
const HEAD_TABLE_SEATS = 10;

/**
 * A seating plan begun the way a couple would: a head table and round tables for about nine in ten of the guests
 * who said they come, filled by the product's own "Suggest a plan" (households together, then sides and
 * categories), so the demo's seating screen shows seated tables, free seats and guests still waiting for a place.
 */
export async function seedDemoSeating(tx: Tx, weddingId: string): Promise<void> {
  const rows = await tx.guest.findMany({
    where: { weddingId },
    select: seatingGuestSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const guests: SeatingGuest[] = rows.map(seatingGuestOf);
  const attending = guests.filter((guest) => guest.attendanceStatus === 'attending').length;
  const roundTables = Math.max(1, Math.floor((attending * 0.9 - HEAD_TABLE_SEATS) / ROUND_SEATS));
  const specs = [
    { name: 'Brauttisch', shape: 'long', seats: HEAD_TABLE_SEATS },
    ...Array.from({ length: roundTables }, (_, index) => ({
      name: `Tisch ${index + 1}`,
      shape: 'round',
      seats: ROUND_SEATS,
    })),
  ];
  const tables: SeatingTable[] = [];
  for (const [sortOrder, spec] of specs.entries()) {
    const table = await tx.seatingTable.create({ data: { weddingId, ...spec, sortOrder } });
    tables.push(seatingTableOf(table));
  }
  const { changes } = suggestSeating({ tables, guests, assignments: [], notes: [] });
  await tx.seatAssignment.createMany({
    data: changes
      .filter((change) => change.toTableId !== null)
      .map((change) => ({
        weddingId,
        guestId: change.guestId,
        tableId: change.toTableId as string,
        placedByHand: false,
      })),
  });
}
