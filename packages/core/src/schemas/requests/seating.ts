import { z } from 'zod';
import { SEATING_LIMITS, TABLE_SHAPES } from '../../logic/seating/seating-model';
import { recordIdSchema } from '../primitives/record-id';

const tableFields = {
  name: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .min(1, 'validation.required')
    .max(SEATING_LIMITS.tableName, 'validation.tooLong'),
  shape: z.enum(TABLE_SHAPES, { error: 'validation.invalidOption' }),
  seats: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(SEATING_LIMITS.seatsMin, 'validation.tooSmall')
    .max(SEATING_LIMITS.seatsMax, 'validation.tooBig'),
  kidsOnly: z.boolean({ error: 'validation.invalidType' }).default(false),
};

/** A new table of the plan. */
export const seatingTableCreateRequestSchema = z.strictObject(tableFields);
export type SeatingTableCreateRequest = z.input<typeof seatingTableCreateRequestSchema>;

/** A table's edit, with the version the planner saw: a newer one answers 409 seatingConflict. */
export const seatingTableUpdateRequestSchema = z.strictObject({
  ...tableFields,
  version: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(1, 'validation.tooSmall'),
});
export type SeatingTableUpdateRequest = z.input<typeof seatingTableUpdateRequestSchema>;

/** One seat change as the planner saw the guest (see SeatChange in the seating rules). */
export const seatChangeSchema = z.strictObject({
  guestId: recordIdSchema,
  fromTableId: recordIdSchema.nullable(),
  toTableId: recordIdSchema.nullable(),
  placedByHand: z.boolean({ error: 'validation.invalidType' }),
});

/** Seat changes applied together or not at all: a drag of a household, a suggestion, its undo. */
export const seatChangesRequestSchema = z
  .strictObject({
    changes: z
      .array(seatChangeSchema, { error: 'validation.invalidType' })
      .min(1, 'validation.required')
      .max(SEATING_LIMITS.changes, 'validation.tooManyItems'),
  })
  .refine(
    (request) => new Set(request.changes.map((change) => change.guestId)).size === request.changes.length,
    {
      message: 'seating.duplicateGuest',
      path: ['changes'],
    },
  );
export type SeatChangesRequest = z.input<typeof seatChangesRequestSchema>;

/** Two guests who should not sit at one table. */
export const seatingNoteRequestSchema = z
  .strictObject({ guestAId: recordIdSchema, guestBId: recordIdSchema })
  .refine((note) => note.guestAId !== note.guestBId, { message: 'seating.sameGuest', path: ['guestBId'] });
export type SeatingNoteRequest = z.input<typeof seatingNoteRequestSchema>;

/** Whether a guest is a child (a kids-only table warns while no adult sits there). */
export const seatingChildRequestSchema = z.strictObject({
  isChild: z.boolean({ error: 'validation.invalidType' }),
});
