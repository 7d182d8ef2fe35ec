import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { localeSchema } from './onboarding';
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
  })
  .superRefine((event, context) => {
    // An end before the start is a typo; an event past midnight is written as its own event on the next day.
    if (event.endTime && event.endTime <= event.time) {
      context.addIssue({ code: 'custom', message: 'schedule.endBeforeStart', path: ['endTime'] });
    }
  });
export type ScheduleEventPayloadInput = z.input<typeof scheduleEventPayloadSchema>;
export type ScheduleEventPayload = z.output<typeof scheduleEventPayloadSchema>;
