import {
  type RsvpStepId,
  rsvpAttendanceStepSchema,
  rsvpContactStepSchema,
  rsvpGuestsStepSchema,
  rsvpMessageStepSchema,
  rsvpRequirementsStepSchema,
} from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';
import { rsvpErrorFromIssues } from './rsvp-error-from-issues';
import type { RsvpError } from './rsvp-state';
import { rsvpStepInput } from './rsvp-step-input';

const STEP_SCHEMAS = {
  contact: rsvpContactStepSchema,
  attendance: rsvpAttendanceStepSchema,
  guestDetails: rsvpGuestsStepSchema,
  requirements: rsvpRequirementsStepSchema,
  message: rsvpMessageStepSchema,
} as const;

/** Spec B 4: Next validates the current step with core's schema of that step; null when it passes. */
export function validateRsvpStep(stepId: RsvpStepId, draft: RsvpDraft): RsvpError | null {
  const result = STEP_SCHEMAS[stepId].safeParse(rsvpStepInput(stepId, draft));
  return result.success ? null : rsvpErrorFromIssues(result.error.issues);
}
