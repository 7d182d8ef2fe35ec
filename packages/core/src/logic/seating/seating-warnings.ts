import type { SeatingGuest, SeatingPlan } from './seating-model';

export const SEATING_WARNING_KINDS = [
  'householdSplit',
  'overCapacity',
  'declinedSeated',
  'kidsTableWithoutAdult',
  'notWithTogether',
] as const;
export type SeatingWarningKind = (typeof SEATING_WARNING_KINDS)[number];

export type SeatingWarning =
  | {
      kind: 'householdSplit';
      householdId: string;
      tableIds: string[];
      guestIds: string[];
      /** Attending members still without a seat. */
      unseatedGuestIds: string[];
    }
  | { kind: 'overCapacity'; tableId: string; seated: number; seats: number }
  | { kind: 'declinedSeated'; guestId: string; tableId: string }
  | { kind: 'kidsTableWithoutAdult'; tableId: string }
  | { kind: 'notWithTogether'; noteId: string; guestAId: string; guestBId: string; tableId: string };

/** A stable key per warning (list keys, dismissing focus, tests). */
export function seatingWarningKey(warning: SeatingWarning): string {
  switch (warning.kind) {
    case 'householdSplit':
      return `householdSplit:${warning.householdId}`;
    case 'overCapacity':
    case 'kidsTableWithoutAdult':
      return `${warning.kind}:${warning.tableId}`;
    case 'declinedSeated':
      return `declinedSeated:${warning.guestId}`;
    case 'notWithTogether':
      return `notWithTogether:${warning.noteId}`;
  }
}

/**
 * Everything about a plan the couple should look at, in the order of the tables. Guests without an answer or a
 * "maybe" who are seated are not warned about: couples seat them provisionally. Assignments of guests or tables
 * that no longer exist are ignored (the server removes them with the guest or table).
 */
export function seatingWarnings(plan: SeatingPlan): SeatingWarning[] {
  const guests = new Map<string, SeatingGuest>(plan.guests.map((guest) => [guest.id, guest]));
  const tables = new Map(plan.tables.map((table) => [table.id, table]));
  const tableOf = new Map<string, string>();
  const seatedAt = new Map<string, SeatingGuest[]>();
  for (const assignment of plan.assignments) {
    const guest = guests.get(assignment.guestId);
    if (!guest || !tables.has(assignment.tableId)) continue;
    tableOf.set(guest.id, assignment.tableId);
    const list = seatedAt.get(assignment.tableId);
    if (list) list.push(guest);
    else seatedAt.set(assignment.tableId, [guest]);
  }

  const warnings: SeatingWarning[] = [];
  const tableRank = new Map(plan.tables.map((table, index) => [table.id, index]));
  const sortedTables = [...plan.tables].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));

  for (const table of sortedTables) {
    const seated = seatedAt.get(table.id) ?? [];
    if (seated.length > table.seats) {
      warnings.push({ kind: 'overCapacity', tableId: table.id, seated: seated.length, seats: table.seats });
    }
    if (table.kidsOnly && seated.length > 0 && seated.every((guest) => guest.isChild)) {
      warnings.push({ kind: 'kidsTableWithoutAdult', tableId: table.id });
    }
    for (const guest of seated) {
      if (guest.attendanceStatus === 'not_attending') {
        warnings.push({ kind: 'declinedSeated', guestId: guest.id, tableId: table.id });
      }
    }
  }

  // A household is split when its members who come (or are seated anyway) are not all at one table; an attending
  // member still unseated while others sit counts too, since the couple would otherwise forget them.
  const households = new Map<string, SeatingGuest[]>();
  for (const guest of plan.guests) {
    if (guest.attendanceStatus !== 'attending' && !tableOf.has(guest.id)) continue;
    if (guest.attendanceStatus === 'not_attending') continue;
    const members = households.get(guest.householdId);
    if (members) members.push(guest);
    else households.set(guest.householdId, [guest]);
  }
  for (const [householdId, members] of households) {
    if (members.length < 2) continue;
    const tableIds = [...new Set(members.map((guest) => tableOf.get(guest.id) ?? null))];
    const seatedTables = tableIds.filter((id): id is string => id !== null);
    if (seatedTables.length === 0 || tableIds.length < 2) continue;
    seatedTables.sort((a, b) => (tableRank.get(a) ?? 0) - (tableRank.get(b) ?? 0));
    warnings.push({
      kind: 'householdSplit',
      householdId,
      tableIds: seatedTables,
      guestIds: members.map((g) => g.id),
      unseatedGuestIds: members.filter((g) => !tableOf.has(g.id)).map((g) => g.id),
    });
  }

  for (const note of plan.notes) {
    const tableA = tableOf.get(note.guestAId);
    if (tableA !== undefined && tableA === tableOf.get(note.guestBId)) {
      warnings.push({
        kind: 'notWithTogether',
        noteId: note.id,
        guestAId: note.guestAId,
        guestBId: note.guestBId,
        tableId: tableA,
      });
    }
  }
  return warnings;
}
