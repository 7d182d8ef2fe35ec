import type { PersonEventAnswer } from './resolve-event-answers';

/** What the answer check knows of one of the wedding's events. */
export interface AnswerableEvent {
  id: string;
  /** Whether the answering party is invited to it. */
  invited: boolean;
  /** Its meal options' ids; none means guests pick no meal for it. */
  mealOptionIds: readonly string[];
}

/**
 * Why per-event answers cannot be stored: `unknownEvent` and `unknownMeal` name ids that are not the wedding's
 * (or not that event's), `notInvited` an event the party is not invited to, `mealRequired` an attending person
 * without a meal for an event that offers meals.
 */
export type EventAnswerProblem =
  | { kind: 'unknownEvent'; guestIndex: number; eventId: string }
  | { kind: 'notInvited'; guestIndex: number; eventId: string; answerIndex: number }
  | { kind: 'unknownMeal'; guestIndex: number; eventId: string; mealOptionId: string }
  | { kind: 'mealRequired'; guestIndex: number; eventId: string; answerIndex: number };

/** Checks every person's per-event answers against the wedding's events; an empty list means they can be stored. */
export function eventAnswerProblems(
  guests: readonly { events?: readonly PersonEventAnswer[] | null }[],
  events: readonly AnswerableEvent[],
): EventAnswerProblem[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  const problems: EventAnswerProblem[] = [];
  guests.forEach((guest, guestIndex) => {
    (guest.events ?? []).forEach((answer, answerIndex) => {
      const event = byId.get(answer.eventId);
      if (event === undefined) {
        problems.push({ kind: 'unknownEvent', guestIndex, eventId: answer.eventId });
        return;
      }
      if (!event.invited) {
        problems.push({ kind: 'notInvited', guestIndex, eventId: event.id, answerIndex });
        return;
      }
      const meal = answer.mealOptionId ?? null;
      if (!answer.attending) return;
      if (meal !== null && !event.mealOptionIds.includes(meal)) {
        problems.push({ kind: 'unknownMeal', guestIndex, eventId: event.id, mealOptionId: meal });
      } else if (meal === null && event.mealOptionIds.length > 0) {
        problems.push({ kind: 'mealRequired', guestIndex, eventId: event.id, answerIndex });
      }
    });
  });
  return problems;
}
