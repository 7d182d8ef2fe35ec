import type { RsvpError } from './rsvp-state';

/** The first error of each field, so every input of a step shows its own broken rule at once. */
export function rsvpFieldErrors(errors: readonly RsvpError[]): Record<string, RsvpError> {
  const byField: Record<string, RsvpError> = {};
  for (const error of errors) {
    if (error.field !== undefined && byField[error.field] === undefined) byField[error.field] = error;
  }
  return byField;
}

/** The field name of a companion's input, matching the path core's guests schema reports. */
export function rsvpCompanionField(
  index: number,
  input: 'name' | 'dietaryRestrictions' | 'dietaryPreferences' | 'allergies',
): string {
  return `guests.${index}.${input}`;
}
