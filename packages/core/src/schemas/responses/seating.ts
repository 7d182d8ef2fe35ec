import { z } from 'zod';
import { TABLE_SHAPES } from '../../logic/seating/seating-model';
import { ATTENDANCE_STATUSES, GUEST_CATEGORIES, GUEST_SIDES } from '../enums';

export const seatingTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  shape: z.enum(TABLE_SHAPES),
  seats: z.number().int(),
  kidsOnly: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});

export const seatingGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The party head's guest id. */
  householdId: z.string(),
  category: z.enum(GUEST_CATEGORIES),
  side: z.enum(GUEST_SIDES),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
  isChild: z.boolean(),
});

export const seatAssignmentSchema = z.object({
  guestId: z.string(),
  tableId: z.string(),
  placedByHand: z.boolean(),
});

export const seatingNoteSchema = z.object({ id: z.string(), guestAId: z.string(), guestBId: z.string() });

/** The whole plan: tables, every guest of the list, who sits where, and the "not with" pairs. */
export const seatingPlanResponseSchema = z.object({
  tables: z.array(seatingTableSchema),
  guests: z.array(seatingGuestSchema),
  assignments: z.array(seatAssignmentSchema),
  notes: z.array(seatingNoteSchema),
});
export type SeatingPlanResponse = z.output<typeof seatingPlanResponseSchema>;

export const seatingTableResponseSchema = z.object({ table: seatingTableSchema });
/** Every seat after a change, so the screen and the server agree again. */
export const seatAssignmentsResponseSchema = z.object({ assignments: z.array(seatAssignmentSchema) });
export const seatingNoteResponseSchema = z.object({ note: seatingNoteSchema });
export const seatingGuestResponseSchema = z.object({ guest: seatingGuestSchema });
/** The "not with" pairs left after one is removed. */
export const seatingNotesResponseSchema = z.object({ notes: z.array(seatingNoteSchema) });
