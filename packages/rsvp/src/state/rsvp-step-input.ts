import { formatStoredPhone, type RsvpStepId } from '@wedding/core';
import type { RsvpCompanionDraft, RsvpDraft } from './rsvp-draft';

/**
 * A companion as core's guest schema reads it. The list picks travel comma-separated, as the API splits the
 * text into its stored list; a companion with a blank name is dropped by the schema, needs included.
 */
function companionInput(companion: RsvpCompanionDraft) {
  return {
    name: companion.name,
    dietaryRestrictions: companion.dietaryRestrictions.join(', '),
    dietaryPreferences: companion.dietaryPreferences,
    allergies: companion.allergies,
  };
}

/**
 * The draft fields one wizard step owns, shaped for core's schema of that step. Companions are sent in their
 * slot order, so an issue's path ('guests.1.name') names the input it belongs to.
 */
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
        guests: draft.companions.map((companion) => ({ name: companion.name })),
      };
    case 'requirements':
      return {
        needsTransport: draft.needsTransport,
        needsAccommodation: draft.needsAccommodation,
        guests: draft.companions.map(companionInput),
      };
    case 'message':
      return { message: draft.message };
  }
}
