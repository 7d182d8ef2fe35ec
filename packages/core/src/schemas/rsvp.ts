import { z } from 'zod';
import {
  RSVP_GUESTS,
  RSVP_MESSAGE_MAX_LENGTH,
  RSVP_NAME_MIN_LENGTH,
  RSVP_PHONE_MIN_LENGTH,
} from '../constants';
import { ATTENDANCE_STATUSES } from './enums';
import { internationalPhoneProblem } from './international-phone';
import { TEXT_LIMITS } from './limits';
import { optionalEmail } from './primitives/optional-email';

/** Spec B 5: name at least 2 characters ('Name is required'). */
export const rsvpNameSchema = z
  .string({ error: 'rsvp.nameRequired' })
  .trim()
  .min(RSVP_NAME_MIN_LENGTH, 'rsvp.nameRequired')
  .max(TEXT_LIMITS.name, 'validation.tooLong');

/**
 * Spec B 5: phone at least 8 characters ('Phone number is required'), then a valid international number,
 * reported with the specific parse message when there is one.
 */
export const rsvpPhoneSchema = z
  .string({ error: 'rsvp.phoneRequired' })
  .trim()
  .min(RSVP_PHONE_MIN_LENGTH, { message: 'rsvp.phoneRequired', abort: true })
  .max(TEXT_LIMITS.phone, { message: 'validation.tooLong', abort: true })
  .superRefine((phone, context) => {
    const problem = internationalPhoneProblem(phone);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/** A guest's phone is optional; when given it must be a valid international number too. */
const optionalGuestPhoneSchema = z
  .string({ error: 'rsvp.phoneInvalid' })
  .trim()
  .superRefine((phone, context) => {
    const problem = phone === '' ? null : internationalPhoneProblem(phone);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .optional();

const guestNoteSchema = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .max(TEXT_LIMITS.mediumText, 'validation.tooLong');

/** Spec B 3: each guest of the answer has a name, phone, dietary restrictions or preferences and allergies. */
export const rsvpGuestSchema = z.object({
  name: z.string({ error: 'validation.invalidType' }).trim().max(TEXT_LIMITS.name, 'validation.tooLong'),
  phone: optionalGuestPhoneSchema,
  dietaryRestrictions: guestNoteSchema.optional(),
  dietaryPreferences: guestNoteSchema.optional(),
  allergies: guestNoteSchema.optional(),
});
export type RsvpGuest = z.infer<typeof rsvpGuestSchema>;

/** Where the respondent stands in guests[]: everyone an answer covers, the person answering first. */
export const RSVP_RESPONDENT_INDEX = 0;

/**
 * Spec B 3 and 5: everyone the answer covers, at most 10. guests[0] is the respondent (their own dietary
 * needs); companions follow. Blank companion names are dropped before sending; the respondent is never
 * dropped (a blank name there is the contact name, filled in by the payload schema).
 */
export const rsvpGuestsSchema = z
  .array(rsvpGuestSchema)
  .max(RSVP_GUESTS.max, 'rsvp.guestsMax')
  .transform((guests) =>
    guests.filter((guest, index) => index === RSVP_RESPONDENT_INDEX || guest.name !== ''),
  );

/** Spec B 5: 1 to 10 guests ('Maximum 10 guests' above 10). */
export const rsvpGuestCountSchema = z
  .number({ error: 'rsvp.guestsMin' })
  .int('validation.integer')
  .min(RSVP_GUESTS.min, 'rsvp.guestsMin')
  .max(RSVP_GUESTS.max, 'rsvp.guestsMax');

export const rsvpAttendanceSchema = z.enum(ATTENDANCE_STATUSES, { error: 'rsvp.attendanceRequired' });

export const rsvpMessageSchema = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .max(RSVP_MESSAGE_MAX_LENGTH, 'rsvp.messageTooLong')
  .default('');

/** Wizard step 1 (contact). */
export const rsvpContactStepSchema = z.object({
  name: rsvpNameSchema,
  email: optionalEmail(),
  phone: rsvpPhoneSchema,
});
/** Wizard step 2: an attendance status is needed. */
export const rsvpAttendanceStepSchema = z.object({ attendanceStatus: rsvpAttendanceSchema });
/** Wizard step 3 (only when attending): guest count 1 to 10 and the guests' names (respondent first). */
export const rsvpGuestsStepSchema = z.object({
  numberOfGuests: rsvpGuestCountSchema,
  guests: rsvpGuestsSchema.default([]),
});
/** Wizard step 4 (only when attending): requirements. */
export const rsvpRequirementsStepSchema = z.object({
  needsTransport: z.boolean({ error: 'validation.invalidType' }).default(false),
  needsAccommodation: z.boolean({ error: 'validation.invalidType' }).default(false),
});
/** Last wizard step: message of at most 1000 characters. */
export const rsvpMessageStepSchema = z.object({ message: rsvpMessageSchema });

/**
 * Body of POST /api/public/weddings/{slug}/rsvp (spec B 3, 5, 7). The guest count (everyone the answer
 * covers, respondent included) is required and limited only when attending; otherwise it is stored as 0 and
 * guests are discarded. When attending, guests[0] is always the respondent: its name and phone are the
 * contact's (a blank or missing entry is filled in, a different name is refused so companions sent in the
 * old companions-only shape are never mistaken for the respondent), its own dietary needs are kept.
 */
export const rsvpPayloadSchema = z
  .object({
    ...rsvpContactStepSchema.shape,
    ...rsvpAttendanceStepSchema.shape,
    numberOfGuests: z.number({ error: 'rsvp.guestsMin' }).int('validation.integer').optional(),
    guests: rsvpGuestsSchema.default([]),
    ...rsvpRequirementsStepSchema.shape,
    ...rsvpMessageStepSchema.shape,
  })
  .superRefine((rsvp, context) => {
    if (rsvp.attendanceStatus !== 'attending') return;
    const count = rsvpGuestCountSchema.safeParse(rsvp.numberOfGuests);
    for (const issue of count.success ? [] : count.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['numberOfGuests'] });
    }
    const respondent = rsvp.guests[RSVP_RESPONDENT_INDEX];
    if (respondent !== undefined && respondent.name !== '' && respondent.name !== rsvp.name) {
      context.addIssue({
        code: 'custom',
        message: 'rsvp.respondentNotFirst',
        path: ['guests', RSVP_RESPONDENT_INDEX, 'name'],
      });
    }
  })
  .transform((rsvp) => {
    if (rsvp.attendanceStatus !== 'attending') return { ...rsvp, numberOfGuests: 0, guests: [] };
    const [respondent, ...companions] = rsvp.guests;
    return {
      ...rsvp,
      numberOfGuests: rsvp.numberOfGuests ?? RSVP_GUESTS.min,
      guests: [{ ...respondent, name: rsvp.name, phone: rsvp.phone }, ...companions],
    };
  });
export type RsvpPayloadInput = z.input<typeof rsvpPayloadSchema>;
export type RsvpPayload = z.output<typeof rsvpPayloadSchema>;
