import { z } from 'zod';
import { entityIdSchema } from '../primitives/entity-id';
import { guestListQuerySchema } from './guests';

/** One guest import takes at most this many rows (a whole list of a large wedding in one go). */
export const GUEST_IMPORT_MAX_ROWS = 5_000;
/** What to do with a row that names a guest already on the list (same name and phone): leave it, or fill in. */
export const GUEST_IMPORT_DUPLICATE_ACTIONS = ['skip', 'merge'] as const;
export type GuestImportDuplicateAction = (typeof GUEST_IMPORT_DUPLICATE_ACTIONS)[number];

/**
 * POST /api/weddings/{id}/guests/import (multipart part `import`, a JSON document, so a 5,000-row list is not held to
 * the 256 KB JSON body limit of the other routes): the rows after the column mapping, each a guest payload the
 * server checks on its own (a bad row is reported, the others go in); `dryRun` answers the preview without saving.
 */
export const guestImportRequestSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.unknown()), { error: 'validation.invalidType' })
    .max(GUEST_IMPORT_MAX_ROWS, 'guestImport.tooManyRows'),
  duplicates: z.enum(GUEST_IMPORT_DUPLICATE_ACTIONS, { error: 'validation.invalidOption' }).default('skip'),
  dryRun: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type GuestImportRequest = z.input<typeof guestImportRequestSchema>;

/** The guest exports: the list (every filter and the search honoured), the caterer's and the stationer's. */
export const GUEST_EXPORT_KINDS = ['guests', 'caterer', 'stationer'] as const;
export type GuestExportKind = (typeof GUEST_EXPORT_KINDS)[number];
export const GUEST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type GuestExportFormat = (typeof GUEST_EXPORT_FORMATS)[number];

/** GET /api/weddings/{id}/guests/export?kind&format&<the list's filters and search>. */
export const guestExportQuerySchema = guestListQuerySchema
  .omit({ format: true, page: true, limit: true })
  .extend({
    format: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(GUEST_EXPORT_FORMATS, { error: 'validation.invalidOption' }).default('csv'),
    ),
    kind: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(GUEST_EXPORT_KINDS, { error: 'validation.invalidOption' }).default('guests'),
    ),
  });
export type GuestExportQuery = z.input<typeof guestExportQuerySchema>;

/**
 * PUT /api/weddings/{id}/rsvp-deadline {rsvpDeadline}: the last day a guest may answer (`yyyy-MM-dd`, open until its
 * end in the wedding's time zone) or an exact ISO instant, or null for no deadline.
 */
export const rsvpDeadlineRequestSchema = z.object({
  rsvpDeadline: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.invalidDate' })
    .nullable(),
});
export type RsvpDeadlineRequest = z.infer<typeof rsvpDeadlineRequestSchema>;

/** PUT /api/weddings/{id}/rsvps/{rsvpId}/guest {guestId}: links an RSVP to a list entry (null unlinks it). */
export const linkRsvpRequestSchema = z.object({ guestId: entityIdSchema.nullable() });
export type LinkRsvpRequest = z.infer<typeof linkRsvpRequestSchema>;
