import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { entityIdSchema } from './primitives/entity-id';
import { optionalText } from './primitives/optional-text';
import { requiredText } from './primitives/required-text';

/** 24-hour clock time, e.g. 14:30. */
const timeOfDaySchema = z
  .string({ error: 'validation.invalidFormat' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalidFormat');

/** Schedule event (docs/requirements.md B3); the end time, when given, is not before the start. */
export const scheduleEventSchema = z
  .object({
    id: entityIdSchema,
    /** The day tab of the public schedule (docs/requirements.md B2), an ISO date. */
    day: z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.invalidDate' })
      .nullish(),
    time: timeOfDaySchema,
    endTime: timeOfDaySchema.nullish(),
    title: requiredText('validation.required', TEXT_LIMITS.shortText),
    description: optionalText(TEXT_LIMITS.mediumText),
    location: optionalText(TEXT_LIMITS.shortText),
    type: optionalText(TEXT_LIMITS.name),
    required: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    if (event.endTime && event.endTime < event.time) {
      context.addIssue({ code: 'custom', message: 'validation.invalid', path: ['endTime'] });
    }
  });
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
