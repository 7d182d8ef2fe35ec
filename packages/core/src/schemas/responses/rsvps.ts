import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';

/** One RSVP as the couple sees it (GET /api/weddings/{id}/rsvps): everyone it covers, respondent first. */
export const rsvpListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  numberOfGuests: z.number().int(),
  guests: z.array(
    z.object({
      name: z.string(),
      dietaryRestrictions: z.array(z.string()),
      allergies: z.string().nullable(),
    }),
  ),
  needsTransport: z.boolean(),
  needsAccommodation: z.boolean(),
  message: z.string().nullable(),
  submittedAt: isoTimestampSchema,
});
export type RsvpListItem = z.infer<typeof rsvpListItemSchema>;
export const rsvpListResponseSchema = z.object({ rsvps: z.array(rsvpListItemSchema) });

/** GET /api/weddings/{id}/rsvps?limit=n: the newest n (1 to 100); without a limit every RSVP. */
export const rsvpListQuerySchema = z.object({
  limit: z.coerce.number<string>().int().min(1).max(100).optional(),
});
