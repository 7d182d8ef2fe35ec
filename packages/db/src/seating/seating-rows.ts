/**
 * The seating plan's rows as @wedding/core's seating logic reads them: what to select and how a row becomes a
 * table, a guest (their household is their party, else themselves) or a seat. The API and the demo seed read the
 * same way.
 */
import type { SeatAssignment, SeatingGuest, SeatingTable, TableShape } from '@wedding/core';

export const seatingTableSelect = {
  id: true,
  name: true,
  shape: true,
  seats: true,
  kidsOnly: true,
  sortOrder: true,
  version: true,
} as const;

export const seatingGuestSelect = {
  id: true,
  name: true,
  partyId: true,
  category: true,
  side: true,
  attendanceStatus: true,
  isChild: true,
} as const;

export const seatAssignmentSelect = { guestId: true, tableId: true, placedByHand: true } as const;

export function seatingTableOf(row: {
  id: string;
  name: string;
  shape: string;
  seats: number;
  kidsOnly: boolean;
  sortOrder: number;
  version: number;
}): SeatingTable {
  return { ...row, shape: row.shape as TableShape };
}

export function seatingGuestOf(row: {
  id: string;
  name: string;
  partyId: string;
  category: SeatingGuest['category'];
  side: SeatingGuest['side'];
  attendanceStatus: SeatingGuest['attendanceStatus'];
  isChild: boolean;
}): SeatingGuest {
  const { partyId, ...rest } = row;
  return { ...rest, householdId: partyId || row.id };
}

export const seatAssignmentOf = (row: SeatAssignment): SeatAssignment => row;
