import type { RsvpStepId } from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';

/**
 * docs/requirements.md B2: Next is disabled while the step is not ready. Ready means its required inputs are filled in;
 * whether they are valid is checked when Next is pressed, so the guest sees which rule failed.
 */
export function isRsvpStepReady(stepId: RsvpStepId, draft: RsvpDraft): boolean {
  switch (stepId) {
    case 'contact':
      return draft.name.trim() !== '' && draft.phoneNumber.trim() !== '';
    case 'attendance':
      return draft.attendanceStatus !== null;
    default:
      return true;
  }
}
