import type { RsvpAnswerSummary } from '../mail-content';

/** What a batch of answers adds up to for the couple's planning. */
export interface RsvpTotals {
  /** People (not answers) who are coming: what catering and seating count. */
  attendingPeople: number;
  /** People who might come: the margin to plan for. */
  maybePeople: number;
  /** Answers that declined: how many households or guests said no. */
  declinedAnswers: number;
}

export function rsvpTotals(answers: readonly RsvpAnswerSummary[]): RsvpTotals {
  const totals: RsvpTotals = { attendingPeople: 0, maybePeople: 0, declinedAnswers: 0 };
  for (const answer of answers) {
    if (answer.attendance === 'attending') totals.attendingPeople += answer.numberOfGuests;
    else if (answer.attendance === 'maybe') totals.maybePeople += answer.numberOfGuests;
    else totals.declinedAnswers += 1;
  }
  return totals;
}
