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
import type { RsvpDraft } from './rsvp-draft';
import { rsvpErrorFromIssue } from './rsvp-error-from-issues';
import type { RsvpError } from './rsvp-state';
import { rsvpStepInput } from './rsvp-step-input';

const STEP_SCHEMAS = {
  contact: rsvpContactStepSchema,
  attendance: rsvpAttendanceStepSchema,
  guestDetails: rsvpGuestsStepSchema,
  // Everyone's dietary needs (respondent first) are asked on the requirements step, checked with core's rules.
  requirements: z.extend(rsvpRequirementsStepSchema, { guests: rsvpGuestsSchema }),
  message: rsvpMessageStepSchema,
} as const;

/**
 * Spec B 4: Next validates the current step with core's schema of that step. Every broken rule, in the
 * schema's order (the first one is the banner); empty when the step passes.
 */
export function validateRsvpStep(stepId: RsvpStepId, draft: RsvpDraft): RsvpError[] {
  const result = STEP_SCHEMAS[stepId].safeParse(rsvpStepInput(stepId, draft));
  return result.success ? [] : result.error.issues.map(rsvpErrorFromIssue);
}
