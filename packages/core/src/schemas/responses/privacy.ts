import { z } from 'zod';
import { rsvpListItemSchema } from './rsvps';

/** DELETE /api/account and DELETE /api/weddings/{id}: what was removed (every row, file and session). */
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * POST /api/public/weddings/{slug}/rsvp (201): the stored RSVP and `manageToken`, the secret of the guest's
 * private link: with it GET/DELETE /api/public/rsvps/{manageToken} show and delete this RSVP, on any device.
 */
export const publicRsvpAnswerSchema = z.object({
  rsvp: z.object({
    id: z.string(),
    submittedAt: z.iso.datetime({ offset: true }),
    attendanceStatus: rsvpListItemSchema.shape.attendanceStatus,
    numberOfGuests: z.number().int(),
    manageToken: z.string(),
  }),
});
export type PublicRsvpAnswer = z.infer<typeof publicRsvpAnswerSchema>;

/** GET /api/public/rsvps/{manageToken}: everything the guest submitted, and the site it belongs to. */
export const ownRsvpResponseSchema = z.object({
  rsvp: rsvpListItemSchema,
  wedding: z.object({ slug: z.string() }),
});
export type OwnRsvpResponse = z.infer<typeof ownRsvpResponseSchema>;

/** GET /api/public/weddings/{slug}/rsvps/mine: the RSVPs this device sent to the wedding, newest first. */
export const ownRsvpListResponseSchema = z.object({ rsvps: z.array(rsvpListItemSchema) });
export type OwnRsvpListResponse = z.infer<typeof ownRsvpListResponseSchema>;
