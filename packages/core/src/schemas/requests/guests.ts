import { z } from 'zod';
import { GUEST_LIST } from '../../constants';
import {
  APPROVAL_STATUSES,
  GUEST_CATEGORY_FILTERS,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  RSVP_FILTER_VALUES,
} from '../enums';
import { guestPatchSchema, guestPayloadSchema } from '../guest';
import { entityIdSchema } from '../primitives/entity-id';

/** Query strings send '' for an unset filter; it means "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const queryFilter = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.preprocess(blankAsMissing, z.enum(values, { error: 'validation.invalidOption' }).optional());

export const GUEST_LIST_FORMATS = ['json', 'csv'] as const;
export type GuestListFormat = (typeof GUEST_LIST_FORMATS)[number];

/**
 * GET /api/weddings/{weddingId}/guests?category&side&priority&approvalStatus&rsvpStatus&search&page&limit&format
 * (docs/requirements.md B5, B7 and B9): page at least 1 (default 1), limit 10 to 5000 (default 50; 5000 loads all),
 * format json or csv.
 */
export const guestListQuerySchema = z.object({
  category: queryFilter(GUEST_CATEGORY_FILTERS),
  side: queryFilter(GUEST_SIDES),
  priority: queryFilter(GUEST_PRIORITIES),
  approvalStatus: queryFilter(APPROVAL_STATUSES),
  rsvpStatus: queryFilter(RSVP_FILTER_VALUES),
  search: z.string().trim().max(200, 'validation.tooLong').default(''),
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(GUEST_LIST.minPage, 'validation.tooSmall')
      .default(GUEST_LIST.defaultPage),
  ),
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(GUEST_LIST.minLimit, 'validation.tooSmall')
      .max(GUEST_LIST.fetchAllLimit, 'validation.tooBig')
      .default(GUEST_LIST.defaultLimit),
  ),
  format: queryFilter(GUEST_LIST_FORMATS).default('json'),
});
export type GuestListQueryInput = z.input<typeof guestListQuerySchema>;
export type GuestListApiQuery = z.output<typeof guestListQuerySchema>;

/**
 * GET /api/weddings/{weddingId}/guests/rows: the list's query without the format, and `after`, the
 * previous page's `nextCursor` (the id of its last guest): the page then starts right after that guest in the list's
 * order (keyset paging: a deep page costs what page 1 costs) instead of skipping (page - 1) x limit rows. Without it,
 * or when that guest is gone, the page number decides.
 */
export const guestRowsQuerySchema = guestListQuerySchema.omit({ format: true }).extend({
  after: z.preprocess(
    blankAsMissing,
    z.string().trim().max(GUEST_LIST.cursorMaxLength, 'validation.tooLong').optional(),
  ),
});
export type GuestRowsQueryInput = z.input<typeof guestRowsQuerySchema>;

/** POST /api/weddings/{weddingId}/guests: the guest payload (name filled in). */
export const createGuestRequestSchema = guestPayloadSchema;
/** PUT /api/weddings/{weddingId}/guests/{id}: the whole payload or the one field an inline edit changed. */
export const updateGuestRequestSchema = guestPatchSchema;

/** POST /api/weddings/{weddingId}/guests/group {primaryGuestId, companionGuestIds[]} (docs/requirements.md B7). */
export const groupGuestsRequestSchema = z
  .object({
    primaryGuestId: entityIdSchema,
    companionGuestIds: z
      .array(entityIdSchema)
      .min(1, 'group.companionsRequired')
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((group, context) => {
    if (group.companionGuestIds.includes(group.primaryGuestId)) {
      context.addIssue({ code: 'custom', message: 'group.selfCompanion', path: ['companionGuestIds'] });
    }
  });
export type GroupGuestsRequest = z.infer<typeof groupGuestsRequestSchema>;

/** DELETE /api/weddings/{weddingId}/guests/group {guestId} (docs/requirements.md B7). */
export const ungroupGuestRequestSchema = z.object({ guestId: entityIdSchema });
export type UngroupGuestRequest = z.infer<typeof ungroupGuestRequestSchema>;
