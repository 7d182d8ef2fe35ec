import { z } from 'zod';
import { MEAL_OPTIONS_MAX } from '../constants';
import { EVENT_AUDIENCES } from '../logic/events/event-invitation';
import { GUEST_CATEGORIES, GUEST_SIDES } from './enums';
import { TEXT_LIMITS } from './limits';
import { localeSchema } from './onboarding';
import { entityIdSchema } from './primitives/entity-id';
import { optionalText } from './primitives/optional-text';
import { requiredText } from './primitives/required-text';

/** Kinds of schedule events the dashboard offers; the guest site finds the ceremony and reception by them. */
export const SCHEDULE_EVENT_TYPES = [
  'arrival',
  'ceremony',
  'reception',
  'dinner',
  'party',
  'brunch',
  'other',
] as const;
export type ScheduleEventType = (typeof SCHEDULE_EVENT_TYPES)[number];

/** Households one event may name; a guest list holds far fewer parties, this only bounds the input. */
export const INVITED_HOUSEHOLDS_MAX = 2_000;

/**
 * One meal option of an event in the payload's language (the other languages' names are kept by `id`): an option
 * without an id is new and needs a name; an existing option may be left unnamed in this language (guests then read
 * another language's name); an existing option left out of the list is removed (guests who picked it keep their
 * answer without a meal).
 */
export const mealOptionPayloadSchema = z
  .object({
    id: entityIdSchema.optional(),
    name: optionalText(TEXT_LIMITS.name),
    description: optionalText(TEXT_LIMITS.shortText),
    isKids: z.boolean({ error: 'validation.invalidType' }).default(false),
  })
  .superRefine((meal, context) => {
    if (meal.id === undefined && !meal.name) {
      context.addIssue({ code: 'custom', message: 'meal.nameRequired', path: ['name'] });
    }
  });
export type MealOptionPayload = z.output<typeof mealOptionPayloadSchema>;

/** 24-hour clock time as a time input gives it (14:30). */
const clockTime = (requiredKey: 'schedule.timeRequired' | 'schedule.invalidTime') =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'schedule.invalidTime');

/**
 * A schedule event as the couple writes it in one language (POST /api/weddings/{id}/schedule and PUT
 * .../schedule/{eventId}): day and times, place, kind and whether guests must attend are shared by every
 * language; the title and description are those of `locale` (ScheduleEvent.translations).
 */
export const scheduleEventPayloadSchema = z
  .object({
    locale: localeSchema,
    day: z
      .string({ error: 'schedule.dayRequired' })
      .trim()
      .min(1, 'schedule.dayRequired')
      .pipe(z.iso.date({ error: 'validation.invalidDate' })),
    time: clockTime('schedule.timeRequired'),
    endTime: z
      .string({ error: 'schedule.invalidTime' })
      .trim()
      .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'schedule.invalidTime')
      .nullish(),
    title: requiredText('schedule.titleRequired', TEXT_LIMITS.shortText),
    description: optionalText(TEXT_LIMITS.mediumText),
    location: optionalText(TEXT_LIMITS.shortText),
    type: z.enum(SCHEDULE_EVENT_TYPES, { error: 'validation.invalidOption' }).default('other'),
    required: z.boolean({ error: 'validation.invalidType' }).default(false),
    // Who is invited and which meals are offered. Left out, they stay as they are: an editor that does not show
    // them (or an older client) never reopens a chosen event to everyone or drops its meals.
    audience: z.enum(EVENT_AUDIENCES, { error: 'validation.invalidOption' }).optional(),
    invitedCategories: z
      .array(z.enum(GUEST_CATEGORIES, { error: 'validation.invalidOption' }))
      .max(GUEST_CATEGORIES.length)
      .optional(),
    invitedSides: z
      .array(z.enum(GUEST_SIDES, { error: 'validation.invalidOption' }))
      .max(GUEST_SIDES.length)
      .optional(),
    /** The chosen households' heads (guest ids); ids that are not this wedding's heads answer 404. */
    invitedHouseholdIds: z
      .array(entityIdSchema)
      .max(INVITED_HOUSEHOLDS_MAX, 'validation.tooManyItems')
      .optional(),
    mealOptions: z.array(mealOptionPayloadSchema).max(MEAL_OPTIONS_MAX, 'validation.tooManyItems').optional(),
  })
  .superRefine((event, context) => {
    // An end before the start is a typo; an event past midnight is written as its own event on the next day.
    if (event.endTime && event.endTime <= event.time) {
      context.addIssue({ code: 'custom', message: 'schedule.endBeforeStart', path: ['endTime'] });
    }
    // A chosen event nobody is chosen for would vanish from every guest's site: almost surely a slip.
    const chosenNobody =
      (event.invitedCategories?.length ?? 0) +
        (event.invitedSides?.length ?? 0) +
        (event.invitedHouseholdIds?.length ?? 0) ===
      0;
    if (event.audience === 'chosen' && chosenNobody) {
      context.addIssue({ code: 'custom', message: 'schedule.audienceEmpty', path: ['audience'] });
    }
  });
export type ScheduleEventPayloadInput = z.input<typeof scheduleEventPayloadSchema>;
export type ScheduleEventPayload = z.output<typeof scheduleEventPayloadSchema>;
