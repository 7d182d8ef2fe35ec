import { z } from 'zod';
import { guestAccessCodeSchema } from '../access-code';
import { rsvpPayloadSchema } from '../rsvp';

/** POST /api/public/weddings/{slug}/access {accessCode}: a malformed code is reported as 'invalidCode'. */
export const publicAccessRequestSchema = z.object({ accessCode: guestAccessCodeSchema });
export type PublicAccessRequest = z.infer<typeof publicAccessRequestSchema>;

/** POST /api/public/weddings/{slug}/rsvp (docs/requirements.md B7): the RSVP payload. */
export const publicRsvpRequestSchema = rsvpPayloadSchema;
