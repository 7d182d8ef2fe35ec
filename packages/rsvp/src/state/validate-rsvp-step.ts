import {
  type RsvpStepId,
  rsvpAttendanceStepSchema,
  rsvpContactStepSchema,
  rsvpGuestsSchema,
  rsvpGuestsStepSchema,
  rsvpMessageStepSchema,
  rsvpRequirementsStepSchema,
} from '@wedding/core';
import * as z from 'zod/mini';
import { type RsvpDraft, rsvpEventAnswerOf } from './rsvp-draft';
import { rsvpErrorFromIssue } from './rsvp-error-from-issues';
import { type RsvpEventChoice, rsvpPersons } from './rsvp-event-choice';
import { rsvpEventAnswerField } from './rsvp-field-errors';
import type { RsvpError } from './rsvp-state';
import { rsvpStepInput } from './rsvp-step-input';

/**
 * The per-event step: every named person who comes to an event that offers meals has picked one of its meals
 * (core's rule, which the API applies again with the wedding's own data).
 */
function eventStepErrors(draft: RsvpDraft, events: readonly RsvpEventChoice[]): RsvpError[] {
  return rsvpPersons(draft).flatMap((person) =>
    events.flatMap((event) => {
      const meals = event.mealOptions ?? [];
      const answer = rsvpEventAnswerOf(draft, person.index, event.id);
      const picked = meals.some((meal) => meal.id === answer.mealOptionId);
      if (!answer.attending || meals.length === 0 || picked) return [];
      return [
        { key: 'rsvp.mealRequired' as const, field: rsvpEventAnswerField(events, person.index, event.id) },
      ];
    }),
  );
}

const STEP_SCHEMAS = {
  contact: rsvpContactStepSchema,
  attendance: rsvpAttendanceStepSchema,
  guestDetails: rsvpGuestsStepSchema,
  // Everyone's dietary needs (respondent first) are asked on the requirements step, checked with core's rules.
  requirements: z.extend(rsvpRequirementsStepSchema, { guests: rsvpGuestsSchema }),
  message: rsvpMessageStepSchema,
} as const;

/**
 * docs/requirements.md B4: Next validates the current step with core's schema of that step. Every broken rule, in the
 * schema's order (the first one is the banner); empty when the step passes.
 */
export function validateRsvpStep(
  stepId: RsvpStepId,
  draft: RsvpDraft,
  events: readonly RsvpEventChoice[] = [],
): RsvpError[] {
  if (stepId === 'events') return eventStepErrors(draft, events);
  const result = STEP_SCHEMAS[stepId].safeParse(rsvpStepInput(stepId, draft, events));
  return result.success ? [] : result.error.issues.map(rsvpErrorFromIssue);
}
