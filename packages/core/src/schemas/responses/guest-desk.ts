import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';
import { rsvpListItemSchema } from './rsvps';

/**
 * The columns of GET /api/weddings/{id}/guests/rows, in order: what the list, its search and its counts read of a
 * guest (the form and the detail dialog load the whole guest). One header and arrays of values instead of an
 * object per guest keep a 5,000-guest list under 1 MB.
 */
export const GUEST_ROW_COLUMNS = [
  'id',
  'name',
  'phone',
  'category',
  'side',
  'priority',
  'approvalStatus',
  'estimatedGuests',
  'groupRole',
  'householdId',
  'primaryGuestId',
  'invitationSent',
  'rsvpReceived',
  'attendanceStatus',
  'confirmedGuests',
  'needsTransport',
  'needsAccommodation',
  /** The first 200 characters (the whole note is in the guest). */
  'notes',
] as const;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** GET /api/weddings/{id}/guests/rows?<the list's filters, search, page and limit> (the list projection). */
export const guestRowsResponseSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(cellSchema)),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  /** The id of the page's last guest: pass as `after` for the next page (keyset paging); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GuestRowsResponse = z.infer<typeof guestRowsResponseSchema>;

/** One row of POST .../guests/import's answer: what happens (or happened) to it. */
export const guestImportOutcomeSchema = z.object({
  /** The row's number in the file (1 = the first row after the header). */
  row: z.number().int(),
  outcome: z.enum(['create', 'merge', 'skip', 'reject']),
  name: z.string(),
  /** The list entry a duplicate matched (name and phone). */
  duplicateOf: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Why a rejected row was refused, per field, in the caller's language. */
  reasons: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type GuestImportOutcome = z.infer<typeof guestImportOutcomeSchema>;

export const guestImportResponseSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  rows: z.array(guestImportOutcomeSchema),
});
export type GuestImportResponse = z.infer<typeof guestImportResponseSchema>;

/** POST .../guests/import/sheet: an .xlsx file's first sheet as text cells (the column mapping reads it). */
export const guestSheetResponseSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type GuestSheetResponse = z.infer<typeof guestSheetResponseSchema>;

/** One entry of a guest's change history: who changed what, when. */
export const guestChangeViewSchema = z.object({
  id: z.string(),
  actorName: z.string(),
  source: z.enum(['dashboard', 'import', 'rsvp', 'link']),
  createdAt: isoTimestampSchema,
  changes: z.array(
    z.object({
      field: z.string(),
      from: cellSchema.or(z.array(z.string())),
      to: cellSchema.or(z.array(z.string())),
    }),
  ),
});
export type GuestChangeView = z.infer<typeof guestChangeViewSchema>;
export const guestHistoryResponseSchema = z.object({ changes: z.array(guestChangeViewSchema) });

/** An RSVP at the desk: the answer with the list entry it is linked to (null: not matched yet). */
export const rsvpDeskItemSchema = rsvpListItemSchema.extend({
  guestId: z.string().nullable(),
  guestName: z.string().nullable(),
});
export type RsvpDeskItem = z.infer<typeof rsvpDeskItemSchema>;

/** Head-counts of the list (core's guestHeadCounts, computed by the server over the whole list). */
export const guestHeadCountsSchema = z.object({
  entries: z.number().int(),
  households: z.number().int(),
  expectedPeople: z.number().int(),
  unnamedPlusOnes: z.number().int(),
  answered: z.number().int(),
  attending: z.number().int(),
  notAttending: z.number().int(),
  maybe: z.number().int(),
  pending: z.number().int(),
  confirmedPeople: z.number().int(),
});
export type GuestHeadCounts = z.infer<typeof guestHeadCountsSchema>;

/** GET /api/weddings/{id}/rsvp-desk: the deadline, the counts and every RSVP with its match. */
export const rsvpDeskResponseSchema = z.object({
  rsvpDeadline: isoTimestampSchema.nullable(),
  /** The deadline's day in the wedding's time zone (`yyyy-MM-dd`), as the couple picked it. */
  rsvpDeadlineDay: z.string().nullable(),
  rsvpClosed: z.boolean(),
  counts: guestHeadCountsSchema,
  unmatched: z.number().int(),
  rsvps: z.array(rsvpDeskItemSchema),
});
export type RsvpDeskResponse = z.infer<typeof rsvpDeskResponseSchema>;

export const rsvpDeadlineResponseSchema = z.object({
  rsvpDeadline: isoTimestampSchema.nullable(),
  rsvpDeadlineDay: z.string().nullable(),
  rsvpClosed: z.boolean(),
});
export const rsvpLinkResponseSchema = z.object({ rsvp: rsvpDeskItemSchema });

/** Attendance of a row for readers that need the enum (desk, quick entry). */
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
