import { expect, it } from 'vitest';
import type { RsvpAnswerSummary } from '../mail-content';
import { rsvpTotals } from './rsvp-totals';

const answer = (attendance: RsvpAnswerSummary['attendance'], numberOfGuests: number): RsvpAnswerSummary => ({
  respondentName: 'Guest',
  attendance,
  numberOfGuests,
  names: [],
  message: null,
});

it('counts people who come or might come, and answers that declined', () => {
  expect(
    rsvpTotals([
      answer('attending', 2),
      answer('attending', 3),
      answer('maybe', 2),
      answer('not_attending', 4),
    ]),
  ).toEqual({ attendingPeople: 5, maybePeople: 2, declinedAnswers: 1 });
  expect(rsvpTotals([])).toEqual({ attendingPeople: 0, maybePeople: 0, declinedAnswers: 0 });
});
