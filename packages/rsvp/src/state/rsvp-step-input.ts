import { formatStoredPhone, guestNamesForSubmit, type RsvpStepId } from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';

/** The draft fields one wizard step owns, shaped for core's schema of that step. */
export function rsvpStepInput(stepId: RsvpStepId, draft: RsvpDraft): Record<string, unknown> {
  switch (stepId) {
    case 'contact':
      return {
        name: draft.name,
        email: draft.email,
        phone: formatStoredPhone(draft.dialCode, draft.phoneNumber),
      };
    case 'attendance':
      return { attendanceStatus: draft.attendanceStatus ?? undefined };
    case 'guestDetails':
      return {
        numberOfGuests: draft.numberOfGuests,
        guests: guestNamesForSubmit(draft.guestNames).map((name) => ({ name })),
      };
    case 'requirements':
      return { needsTransport: draft.needsTransport, needsAccommodation: draft.needsAccommodation };
    case 'message':
      return { message: draft.message };
  }
}
