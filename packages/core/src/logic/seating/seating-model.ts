import type { AttendanceStatus, GuestCategory, GuestSide } from '../../schemas/enums';

/** How a table is drawn and how its seats sit around it. */
export const TABLE_SHAPES = ['round', 'long'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** Limits of a seating plan, shared by the API's checks and the screen's fields. */
export const SEATING_LIMITS = {
  tables: 150,
  seatsMin: 1,
  seatsMax: 40,
  tableName: 60,
  notes: 500,
  /** Most seat changes one request carries ("Suggest a plan" for a large wedding, or its undo). */
  changes: 5_000,
} as const;

/** A guest as the seating rules see them; `householdId` is the party head's guest id (the guest's own when alone). */
export interface SeatingGuest {
  id: string;
  name: string;
  householdId: string;
  category: GuestCategory;
  side: GuestSide;
  attendanceStatus: AttendanceStatus | null;
  isChild: boolean;
}

export interface SeatingTable {
  id: string;
  name: string;
  shape: TableShape;
  seats: number;
  /** A table meant for children: it warns while no adult sits there. */
  kidsOnly: boolean;
  sortOrder: number;
  /** Raised on every edit of the table, so two planners editing it cannot overwrite each other. */
  version: number;
}

export interface SeatAssignment {
  guestId: string;
  tableId: string;
  /** Placed by the couple (drag, keyboard, list) rather than by "Suggest a plan", which never moves these. */
  placedByHand: boolean;
}

/** Two guests the couple does not want at one table. */
export interface SeatingNotWith {
  id: string;
  guestAId: string;
  guestBId: string;
}

export interface SeatingPlan {
  tables: SeatingTable[];
  guests: SeatingGuest[];
  assignments: SeatAssignment[];
  notes: SeatingNotWith[];
}

/**
 * One seat change, checked against what the sender saw: the server applies it only while the guest still sits at
 * `fromTableId` (null: unseated), so two planners moving the same guest never silently overwrite each other.
 * `toTableId` null unseats.
 */
export interface SeatChange {
  guestId: string;
  fromTableId: string | null;
  toTableId: string | null;
  placedByHand: boolean;
}

/** Who belongs on the plan: guests who said they come. */
export const isAttending = (guest: SeatingGuest): boolean => guest.attendanceStatus === 'attending';
