// The RSVP rules are written with zod/mini: the guest's browser runs them in the RSVP wizard (a lean chunk of
// ~40 KB), the API runs the same schemas. Mini schemas are zod 4 schemas (classic `z.safeParse` and classic objects
// accept them); only the chaining API differs.
import * as z from 'zod/mini';
import { phoneMetadataFor } from '#phone-metadata';
import {
  RSVP_ANSWER_ID_MAX_LENGTH,
  RSVP_EVENT_ANSWERS_MAX,
  RSVP_GUESTS,
  RSVP_MESSAGE_MAX_LENGTH,
  RSVP_NAME_MIN_LENGTH,
  RSVP_PHONE_MIN_LENGTH,
} from '../constants';
import { ATTENDANCE_STATUSES } from './enums';
import { internationalPhoneProblem } from './international-phone';
import { TEXT_LIMITS } from './limits';
import { optionalEmail } from './primitives/optional-email';

/** docs/requirements.md B5: name at least 2 characters ('Name is required'). */
export const rsvpNameSchema = z
  .string({ error: 'rsvp.nameRequired' })
  .check(
    z.trim(),
    z.minLength(RSVP_NAME_MIN_LENGTH, 'rsvp.nameRequired'),
    z.maxLength(TEXT_LIMITS.name, 'validation.tooLong'),
  );

/**
 * Core's phone rule on the metadata at hand (`#phone-metadata`): the complete set on the server, the part for the
 * number's dial code in a lean browser bundle. While that part has not arrived yet (it is loaded as soon as the
 * wizard knows the dial code) the browser lets the number through and the API's full check decides.
 */
const internationalPhone = z.superRefine<string>((phone, context) => {
  const metadata = phoneMetadataFor(phone);
  const problem = metadata === undefined ? null : internationalPhoneProblem(phone, metadata);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: phone });
});

/**
 * docs/requirements.md B5: phone at least 8 characters ('Phone number is required'), then a valid international number,
 * reported with the specific parse message when there is one.
 */
export const rsvpPhoneSchema = z
  .string({ error: 'rsvp.phoneRequired' })
  .check(
    z.trim(),
    z.minLength(RSVP_PHONE_MIN_LENGTH, { message: 'rsvp.phoneRequired', abort: true }),
    z.maxLength(TEXT_LIMITS.phone, { message: 'validation.tooLong', abort: true }),
    internationalPhone,
  );

/** A guest's phone is optional; when given it must be a valid international number too. */
const optionalGuestPhoneSchema = z.optional(
  z.string({ error: 'rsvp.phoneInvalid' }).check(
    z.trim(),
    z.superRefine((phone, context) => {
      if (phone === '') return;
      const metadata = phoneMetadataFor(phone);
      const problem = metadata === undefined ? null : internationalPhoneProblem(phone, metadata);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: phone });
    }),
  ),
);

const guestNoteSchema = z
  .string({ error: 'validation.invalidType' })
  .check(z.trim(), z.maxLength(TEXT_LIMITS.mediumText, 'validation.tooLong'));

const answerIdSchema = z
  .string({ error: 'validation.invalidType' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(RSVP_ANSWER_ID_MAX_LENGTH, 'validation.tooLong'),
  );

/**
 * One person's answer for one schedule event: whether they come and, when the event offers meals, which one. A meal
 * sent beside "not coming" is dropped rather than refused (the wizard keeps a pick while the guest changes their mind).
 */
export const rsvpGuestEventAnswerSchema = z.pipe(
  z.object({
    eventId: answerIdSchema,
    attending: z.boolean({ error: 'rsvp.eventAttendanceRequired' }),
    mealOptionId: z.optional(z.nullable(answerIdSchema)),
  }),
  z.transform((answer: { eventId: string; attending: boolean; mealOptionId?: string | null }) => ({
    eventId: answer.eventId,
    attending: answer.attending,
    mealOptionId: answer.attending ? (answer.mealOptionId ?? null) : null,
  })),
);
export type RsvpGuestEventAnswer = z.output<typeof rsvpGuestEventAnswerSchema>;

/** A person's per-event answers: each event at most once. Absent: the RSVP's overall answer applies to every event. */
const rsvpGuestEventAnswersSchema = z.array(rsvpGuestEventAnswerSchema).check(
  z.maxLength(RSVP_EVENT_ANSWERS_MAX, 'validation.tooManyItems'),
  z.superRefine((answers, context) => {
    const seen = new Set<string>();
    answers.forEach((answer, index) => {
      if (seen.has(answer.eventId)) {
        context.addIssue({
          code: 'custom',
          message: 'rsvp.eventAnsweredTwice',
          path: [index, 'eventId'],
          input: answers,
        });
      }
      seen.add(answer.eventId);
    });
  }),
);

/**
 * Each guest of the answer has a name, phone, dietary restrictions or preferences and allergies; with
 * per-event invitations also their answer for each event (whether they come, their meal).
 */
export const rsvpGuestSchema = z.object({
  name: z
    .string({ error: 'validation.invalidType' })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.name, 'validation.tooLong')),
  phone: optionalGuestPhoneSchema,
  dietaryRestrictions: z.optional(guestNoteSchema),
  dietaryPreferences: z.optional(guestNoteSchema),
  allergies: z.optional(guestNoteSchema),
  events: z.optional(rsvpGuestEventAnswersSchema),
});
export type RsvpGuest = z.infer<typeof rsvpGuestSchema>;

/** Where the respondent stands in guests[]: everyone an answer covers, the person answering first. */
export const RSVP_RESPONDENT_INDEX = 0;

/**
 * docs/requirements.md B3 and B5: everyone the answer covers, at most 10. guests[0] is the respondent (their own
 * dietary needs); companions follow. Blank companion names are dropped before sending; the respondent is never
 * dropped (a blank name there is the contact name, filled in by the payload schema).
 */
export const rsvpGuestsSchema = z.pipe(
  z.array(rsvpGuestSchema).check(z.maxLength(RSVP_GUESTS.max, 'rsvp.guestsMax')),
  z.transform((guests: RsvpGuest[]) =>
    guests.filter((guest, index) => index === RSVP_RESPONDENT_INDEX || guest.name !== ''),
  ),
);

/** docs/requirements.md B5: 1 to 10 guests ('Maximum 10 guests' above 10). */
export const rsvpGuestCountSchema = z
  .number({ error: 'rsvp.guestsMin' })
  .check(
    z.int('validation.integer'),
    z.minimum(RSVP_GUESTS.min, 'rsvp.guestsMin'),
    z.maximum(RSVP_GUESTS.max, 'rsvp.guestsMax'),
  );

export const rsvpAttendanceSchema = z.enum(ATTENDANCE_STATUSES, { error: 'rsvp.attendanceRequired' });

export const rsvpMessageSchema = z._default(
  z
    .string({ error: 'validation.invalidType' })
    .check(z.trim(), z.maxLength(RSVP_MESSAGE_MAX_LENGTH, 'rsvp.messageTooLong')),
  '',
);

const flag = z._default(z.boolean({ error: 'validation.invalidType' }), false);

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
  guests: z._default(rsvpGuestsSchema, []),
});
/** Wizard step 4 (only when attending): requirements. */
export const rsvpRequirementsStepSchema = z.object({ needsTransport: flag, needsAccommodation: flag });
/** Last wizard step: message of at most 1000 characters. */
export const rsvpMessageStepSchema = z.object({ message: rsvpMessageSchema });

const rsvpAnswerSchema = z
  .object({
    ...rsvpContactStepSchema.shape,
    ...rsvpAttendanceStepSchema.shape,
    numberOfGuests: z.optional(z.number({ error: 'rsvp.guestsMin' }).check(z.int('validation.integer'))),
    guests: z._default(rsvpGuestsSchema, []),
    ...rsvpRequirementsStepSchema.shape,
    ...rsvpMessageStepSchema.shape,
  })
  .check(
    z.superRefine((rsvp, context) => {
      if (rsvp.attendanceStatus !== 'attending') return;
      const count = rsvpGuestCountSchema.safeParse(rsvp.numberOfGuests);
      for (const issue of count.success ? [] : count.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['numberOfGuests'], input: rsvp });
      }
      const respondent = rsvp.guests[RSVP_RESPONDENT_INDEX];
      if (respondent !== undefined && respondent.name !== '' && respondent.name !== rsvp.name) {
        context.addIssue({
          code: 'custom',
          message: 'rsvp.respondentNotFirst',
          path: ['guests', RSVP_RESPONDENT_INDEX, 'name'],
          input: rsvp,
        });
      }
    }),
  );

/**
 * Body of POST /api/public/weddings/{slug}/rsvp (docs/requirements.md B3, B5 and B7). The guest count (everyone the
 * answer covers, respondent included) is required and limited only when attending; otherwise it is stored as 0 and
 * guests are discarded. When attending, guests[0] is always the respondent: its name and phone are the
 * contact's (a blank or missing entry is filled in, a different name is refused so companions sent in the
 * old companions-only shape are never mistaken for the respondent), its own dietary needs are kept.
 */
export const rsvpPayloadSchema = z.pipe(
  rsvpAnswerSchema,
  z.transform((rsvp: z.output<typeof rsvpAnswerSchema>) => {
    if (rsvp.attendanceStatus !== 'attending') return { ...rsvp, numberOfGuests: 0, guests: [] };
    const [respondent, ...companions] = rsvp.guests;
    return {
      ...rsvp,
      numberOfGuests: rsvp.numberOfGuests ?? RSVP_GUESTS.min,
      guests: [{ ...respondent, name: rsvp.name, phone: rsvp.phone }, ...companions],
    };
  }),
);
export type RsvpPayloadInput = z.input<typeof rsvpPayloadSchema>;
export type RsvpPayload = z.output<typeof rsvpPayloadSchema>;
