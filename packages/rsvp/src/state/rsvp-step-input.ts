import { formatStoredPhone, type RsvpStepId, rsvpAsksPerEvent } from '@wedding/core';
import { type RsvpDraft, type RsvpGuestNeedsDraft, rsvpEventAnswerOf } from './rsvp-draft';
import type { RsvpEventChoice } from './rsvp-event-choice';

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
function guestsInput(draft: RsvpDraft, events: readonly RsvpEventChoice[]) {
  return [
    {
      name: draft.name,
      phone: contactPhone(draft),
      ...needsInput(draft.respondentNeeds),
      ...eventsInput(draft, events, 0),
    },
    ...draft.companions.map((companion, index) => ({
      name: companion.name,
      ...needsInput(companion),
      ...eventsInput(draft, events, index + 1),
    })),
  ];
}

/**
 * A person's answer for every event the wizard asks about, in the events' order. None when it asks about no events:
 * the single answer of docs/requirements.md B3 then covers them all.
 */
function eventsInput(draft: RsvpDraft, events: readonly RsvpEventChoice[], person: number) {
  if (!rsvpAsksPerEvent(events)) return {};
  return {
    events: events.map((event) => {
      const answer = rsvpEventAnswerOf(draft, person, event.id);
      const offered = (event.mealOptions ?? []).some((meal) => meal.id === answer.mealOptionId);
      return {
        eventId: event.id,
        attending: answer.attending,
        mealOptionId: offered ? answer.mealOptionId : null,
      };
    }),
  };
}

/** The draft fields one wizard step owns, shaped for core's schema of that step. */
export function rsvpStepInput(
  stepId: RsvpStepId,
  draft: RsvpDraft,
  events: readonly RsvpEventChoice[] = [],
): Record<string, unknown> {
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
        guests: guestsInput(draft, events),
      };
    case 'events':
      return { guests: guestsInput(draft, events) };
    case 'message':
      return { message: draft.message };
  }
}
