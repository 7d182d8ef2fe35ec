import { ATTENDANCE_STATUSES, DIETARY_RESTRICTIONS } from '@wedding/core';
import * as z from 'zod/mini';
import { emptyRsvpGuestNeeds } from '../state/rsvp-draft';

/**
 * Bumped whenever the stored shape changes. The previous version is migrated when it is read (v2 had no
 * respondent needs: they start empty); any other version is ignored, never misread.
 */
export const RSVP_DRAFT_VERSION = 3;

// zod/mini: the draft is read in the guest's browser, where the wizard's whole chunk must stay small.
const needsShape = {
  dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  dietaryPreferences: z.string(),
  allergies: z.string(),
};

const companionSchema = z.object({ name: z.string(), ...needsShape });

/** v2: the typed data without the respondent's own needs. */
const draftDataV2Schema = z.object({
  name: z.string(),
  email: z.string(),
  dialCode: z.string(),
  phoneNumber: z.string(),
  attendanceStatus: z.nullable(z.enum(ATTENDANCE_STATUSES)),
  numberOfGuests: z.number().check(z.int()),
  companions: z.array(companionSchema),
  needsTransport: z.boolean(),
  needsAccommodation: z.boolean(),
  message: z.string(),
});

/** Per-event answers came later within version 3: a draft without them starts with none (everyone comes). */
const eventAnswersSchema = z._default(
  z.record(z.string(), z.object({ attending: z.boolean(), mealOptionId: z.nullable(z.string()) })),
  {},
);

const draftDataSchema = z.extend(draftDataV2Schema, {
  respondentNeeds: z.object(needsShape),
  eventAnswers: eventAnswersSchema,
});

const storedDraftShape = {
  step: z.number().check(z.int(), z.minimum(1)),
  idempotencyKey: z.string().check(z.minLength(1)),
};

const currentDraftSchema = z.object({
  version: z.literal(RSVP_DRAFT_VERSION),
  ...storedDraftShape,
  data: draftDataSchema,
});

/** A v2 draft keeps everything typed, its step and its idempotency key; the respondent's needs start empty. */
const v2DraftSchema = z.pipe(
  z.object({ version: z.literal(2), ...storedDraftShape, data: draftDataV2Schema }),
  z.transform(
    ({ step, idempotencyKey, data }): z.output<typeof currentDraftSchema> => ({
      version: RSVP_DRAFT_VERSION,
      step,
      idempotencyKey,
      data: { ...data, respondentNeeds: emptyRsvpGuestNeeds(), eventAnswers: {} },
    }),
  ),
);

/**
 * What is kept in localStorage for one wedding: the typed data, the step reached and the idempotency key.
 * Reading always yields the current version.
 */
export const storedRsvpDraftSchema = z.union([currentDraftSchema, v2DraftSchema]);
export type StoredRsvpDraft = z.output<typeof currentDraftSchema>;
