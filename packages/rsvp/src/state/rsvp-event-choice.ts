import type { RsvpDraft } from './rsvp-draft';

/** A meal guests pick for an event. Structurally core's `PublicMealOption`. */
export interface RsvpMealChoice {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly isKids: boolean;
}

/**
 * A schedule event the wizard asks about, in the order the site shows them: the events the guest's household is
 * invited to. Structurally core's `PublicScheduleEvent`, so a site passes `wedding.schedule` as it is.
 */
export interface RsvpEventChoice {
  readonly id: string;
  readonly title: string;
  readonly day: string;
  readonly time: string;
  readonly mealOptions?: readonly RsvpMealChoice[] | undefined;
}

/** A person the per-event step asks about: 0 is the respondent, n is companion n - 1 (guests[n] before blanks drop). */
export interface RsvpPerson {
  readonly index: number;
  readonly name: string;
}

/** The respondent and every named companion: a companion without a name is dropped from the answer, so not asked. */
export function rsvpPersons(draft: RsvpDraft): RsvpPerson[] {
  return [
    { index: 0, name: draft.name.trim() },
    ...draft.companions.flatMap((companion, position) =>
      companion.name.trim() === '' ? [] : [{ index: position + 1, name: companion.name.trim() }],
    ),
  ];
}
