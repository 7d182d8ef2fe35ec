import { ATTENDANCE_STATUSES, DIETARY_RESTRICTIONS } from '@wedding/core';
import { z } from 'zod';

/** Bumped whenever the stored shape changes; drafts of another version are ignored, never misread. */
export const RSVP_DRAFT_VERSION = 2;

const companionSchema = z.object({
  name: z.string(),
  dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  dietaryPreferences: z.string(),
  allergies: z.string(),
});

const draftDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  dialCode: z.string(),
  phoneNumber: z.string(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
  numberOfGuests: z.number().int(),
  companions: z.array(companionSchema),
  needsTransport: z.boolean(),
  needsAccommodation: z.boolean(),
  message: z.string(),
});

/** What is kept in localStorage for one wedding: the typed data, the step reached and the idempotency key. */
export const storedRsvpDraftSchema = z.object({
  version: z.literal(RSVP_DRAFT_VERSION),
  step: z.number().int().min(1),
  idempotencyKey: z.string().min(1),
  data: draftDataSchema,
});
export type StoredRsvpDraft = z.infer<typeof storedRsvpDraftSchema>;
