import { z } from 'zod';
import { LOCALES } from '../constants';
import { recordIdSchema } from '../schemas/primitives/record-id';
import {
  seatChangesRequestSchema,
  seatingChildRequestSchema,
  seatingNoteRequestSchema,
  seatingTableCreateRequestSchema,
  seatingTableUpdateRequestSchema,
} from '../schemas/requests/seating';
import {
  seatAssignmentsResponseSchema,
  seatingGuestResponseSchema,
  seatingNoteResponseSchema,
  seatingNotesResponseSchema,
  seatingPlanResponseSchema,
  seatingTableResponseSchema,
} from '../schemas/responses/seating';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

const member = route.meta({ access: 'member' });
const S = '/api/weddings/{weddingId}/seating';
const tags = ['seating'];
const tableParamsSchema = weddingParamsSchema.extend({ tableId: recordIdSchema });

/** The seating plan: tables, guests, seats and "not with" pairs. */
export const readSeatingPlan = member
  .route({ method: 'GET', path: S, tags, summary: 'The seating plan' })
  .input(z.object({ params: weddingParamsSchema }))
  .output(seatingPlanResponseSchema);

export const createSeatingTable = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({ method: 'POST', path: `${S}/tables`, tags, summary: 'Add a table', successStatus: 201 })
  .input(z.object({ params: weddingParamsSchema, body: seatingTableCreateRequestSchema }))
  .output(seatingTableResponseSchema);

/** A table's name, shape, seats and kind, with the version last seen (a newer one answers 409 seatingConflict). */
export const updateSeatingTable = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'PUT',
    path: `${S}/tables/{tableId}`,
    tags,
    summary: 'Edit a table (409 seatingConflict)',
  })
  .input(z.object({ params: tableParamsSchema, body: seatingTableUpdateRequestSchema }))
  .output(seatingTableResponseSchema);

/** Removes a table; its guests become unseated. Answers every seat left. */
export const deleteSeatingTable = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'DELETE',
    path: `${S}/tables/{tableId}`,
    tags,
    summary: 'Remove a table (its guests become unseated)',
  })
  .input(z.object({ params: tableParamsSchema }))
  .output(seatAssignmentsResponseSchema);

/**
 * Seat changes applied all or none. Each names the table the planner saw the guest at; if the guest sits elsewhere
 * by now the whole batch answers 409 seatingConflict and nothing changes.
 */
export const changeSeats = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'POST',
    path: `${S}/seats`,
    tags,
    summary: 'Seat, move or unseat guests (409 seatingConflict)',
  })
  .input(z.object({ params: weddingParamsSchema, body: seatChangesRequestSchema }))
  .output(seatAssignmentsResponseSchema);

export const addSeatingNote = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'POST',
    path: `${S}/notes`,
    tags,
    summary: 'Two guests not to seat together',
    successStatus: 201,
  })
  .input(z.object({ params: weddingParamsSchema, body: seatingNoteRequestSchema }))
  .output(seatingNoteResponseSchema);

export const deleteSeatingNote = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({ method: 'DELETE', path: `${S}/notes/{noteId}`, tags, summary: 'Remove a "not with" pair' })
  .input(z.object({ params: weddingParamsSchema.extend({ noteId: recordIdSchema }) }))
  .output(seatingNotesResponseSchema);

export const setSeatingChild = member
  .meta({ access: 'member', action: 'editGuestList' })
  .route({
    method: 'PUT',
    path: `${S}/guests/{guestId}/child`,
    tags,
    summary: 'Mark a guest as a child or an adult',
  })
  .input(
    z.object({
      params: weddingParamsSchema.extend({ guestId: recordIdSchema }),
      body: seatingChildRequestSchema,
    }),
  )
  .output(seatingGuestResponseSchema);

/** The language of a seating PDF; the site's main language when none is asked for. */
const seatingPrintQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'validation.invalidOption' }).optional(),
});

/** The seating chart by table (PDF, A4). */
export const printSeatingChart = member
  .meta({ access: 'member', file: 'application/pdf' })
  .route({ method: 'GET', path: `${S}/chart.pdf`, tags, summary: 'The seating chart by table (PDF, A4)' })
  .input(z.object({ params: weddingParamsSchema, query: seatingPrintQuerySchema }));

/** The escort list: every seated guest's table, alphabetically (PDF, A4). */
export const printEscortList = member
  .meta({ access: 'member', file: 'application/pdf' })
  .route({
    method: 'GET',
    path: `${S}/escort-list.pdf`,
    tags,
    summary: 'Guests and their tables, alphabetically (PDF, A4)',
  })
  .input(z.object({ params: weddingParamsSchema, query: seatingPrintQuerySchema }));

/** Place cards, eight per A4 sheet, with the table (and the meal once meal choices exist). */
export const printPlaceCards = member
  .meta({ access: 'member', file: 'application/pdf' })
  .route({
    method: 'GET',
    path: `${S}/place-cards.pdf`,
    tags,
    summary: 'Place cards of the seated guests (PDF, A4)',
  })
  .input(z.object({ params: weddingParamsSchema, query: seatingPrintQuerySchema }));
