import { formatStoredPhone, type RsvpStepId } from '@wedding/core';
import type { RsvpDraft, RsvpGuestNeedsDraft } from './rsvp-draft';

/** The list picks travel comma-separated, as the API splits the text into its stored list. */
function needsInput(needs: RsvpGuestNeedsDraft) {
  return {
    dietaryRestrictions: needs.dietaryRestrictions.join(', '),
    dietaryPreferences: needs.dietaryPreferences,
    allergies: needs.allergies,
  };
}

const contactPhone = (draft: RsvpDraft) => formatStoredPhone(draft.dialCode, draft.phoneNumber);

/**
 * Everyone the answer covers as core's guests schema reads them: the respondent first (contact name and
 * phone, their own needs), then the companions in their slot order, so an issue's path ('guests.2.name')
 * names the input it belongs to. A companion with a blank name is dropped by the schema, needs included.
 */
function guestsInput(draft: RsvpDraft) {
  return [
    { name: draft.name, phone: contactPhone(draft), ...needsInput(draft.respondentNeeds) },
    ...draft.companions.map((companion) => ({ name: companion.name, ...needsInput(companion) })),
  ];
}

/** The draft fields one wizard step owns, shaped for core's schema of that step. */
export function rsvpStepInput(stepId: RsvpStepId, draft: RsvpDraft): Record<string, unknown> {
  switch (stepId) {
    case 'contact':
      return { name: draft.name, email: draft.email, phone: contactPhone(draft) };
    case 'attendance':
      return { attendanceStatus: draft.attendanceStatus ?? undefined };
    case 'guestDetails':
      return {
        numberOfGuests: draft.numberOfGuests,
        guests: [draft.name, ...draft.companions.map((companion) => companion.name)].map((name) => ({
          name,
        })),
      };
    case 'requirements':
      return {
        needsTransport: draft.needsTransport,
        needsAccommodation: draft.needsAccommodation,
        guests: guestsInput(draft),
      };
    case 'message':
      return { message: draft.message };
  }
}
