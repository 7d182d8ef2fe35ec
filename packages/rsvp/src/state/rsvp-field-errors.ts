import { RSVP_RESPONDENT_INDEX } from '@wedding/core';
import type { RsvpError } from './rsvp-state';

/** The first error of each field, so every input of a step shows its own broken rule at once. */
export function rsvpFieldErrors(errors: readonly RsvpError[]): Record<string, RsvpError> {
  const byField: Record<string, RsvpError> = {};
  for (const error of errors) {
    if (error.field !== undefined && byField[error.field] === undefined) byField[error.field] = error;
  }
  return byField;
}

export type RsvpGuestInput = 'name' | 'dietaryRestrictions' | 'dietaryPreferences' | 'allergies';

/** The field name of one of the respondent's own inputs: guests[0] in core's guests schema. */
export function rsvpRespondentField(input: Exclude<RsvpGuestInput, 'name'>): string {
  return `guests.${RSVP_RESPONDENT_INDEX}.${input}`;
}

/**
 * The field name of a companion's input, matching the path core's guests schema reports: companion `index`
 * (0-based) is guests[index + 1], after the respondent.
 */
export function rsvpCompanionField(index: number, input: RsvpGuestInput): string {
  return `guests.${RSVP_RESPONDENT_INDEX + 1 + index}.${input}`;
}

/**
 * The field of a person's meal for an event, matching the path core and the API report: the person's answers are
 * sent in the order of the events the wizard asks about (`guests.<person>.events.<event>.mealOptionId`).
 */
export function rsvpEventAnswerField(
  events: readonly { id: string }[],
  person: number,
  eventId: string,
): string {
  const position = events.findIndex((event) => event.id === eventId);
  return `guests.${person}.events.${position}.mealOptionId`;
}
