import { listEntriesOfAnswer, type SeatingPlan } from '@wedding/core';
import {
  type PrismaClient,
  seatAssignmentSelect,
  seatingGuestOf,
  seatingGuestSelect,
  seatingTableOf,
  seatingTableSelect,
} from '@wedding/db';

/** The wedding's whole plan: tables in their order, every guest by name, seats and "not with" pairs. */
export async function loadSeatingPlan(prisma: PrismaClient, weddingId: string): Promise<SeatingPlan> {
  const [tables, guests, assignments, notes, answers] = await Promise.all([
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
    prisma.rsvp.findMany({
      where: { weddingId, guestId: { not: null } },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      select: {
        guestId: true,
        attendanceStatus: true,
        guests: { select: { name: true }, orderBy: { position: 'asc' } },
      },
    }),
  ]);
  const coming = namedAsComing(answers, guests);
  return {
    tables,
    guests: guests.map((row) =>
      seatingGuestOf(
        row.attendanceStatus === null && coming.has(row.id) ? { ...row, attendanceStatus: 'attending' } : row,
      ),
    ),
    assignments,
    notes,
  };
}

/**
 * The entries each household's latest attending answer names. An answer updates only the list entry it is linked
 * to (the head of a personal link), so a companion the household named as coming would otherwise never be offered a
 * seat, nor move with the household; the people are matched to entries as the caterer's list and place cards do.
 */
function namedAsComing(
  answers: readonly { guestId: string | null; attendanceStatus: string; guests: { name: string }[] }[],
  guests: readonly { id: string; name: string; partyId: string }[],
): Set<string> {
  const partyOf = new Map(guests.map((guest) => [guest.id, guest.partyId || guest.id]));
  const membersOf = new Map<string, { id: string; name: string }[]>();
  for (const guest of guests) {
    const party = guest.partyId || guest.id;
    membersOf.set(party, [...(membersOf.get(party) ?? []), guest]);
  }
  const coming = new Set<string>();
  const answered = new Set<string>();
  for (const answer of answers) {
    const party = answer.guestId ? partyOf.get(answer.guestId) : undefined;
    if (party === undefined || answered.has(party)) continue;
    answered.add(party);
    if (answer.attendanceStatus !== 'attending') continue;
    for (const id of listEntriesOfAnswer(answer.guests, membersOf.get(party) ?? [], answer.guestId)) {
      if (id) coming.add(id);
    }
  }
  return coming;
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
