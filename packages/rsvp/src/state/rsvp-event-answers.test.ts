import { describe, expect, it } from 'vitest';
import { storedRsvpDraftSchema } from '../persistence/stored-rsvp-draft';
import { filledDraft } from '../test-support/rsvp-fixtures';
import { setRsvpEventAnswer } from './rsvp-actions';
import { emptyRsvpCompanion, rsvpEventAnswerKey } from './rsvp-draft';
import type { RsvpEventChoice } from './rsvp-event-choice';
import { rsvpPayloadFromDraft } from './rsvp-payload-from-draft';
import { rsvpReducer, rsvpStepsOf } from './rsvp-reducer';
import { createInitialRsvpState } from './rsvp-state';
import { rsvpStepOfField } from './rsvp-step-of-field';
import { validateRsvpStep } from './validate-rsvp-step';

const events: RsvpEventChoice[] = [
  { id: 'ceremony', title: 'Trauung', day: '2027-06-12', time: '14:00' },
  {
    id: 'dinner',
    title: 'Abendessen',
    day: '2027-06-12',
    time: '18:00',
    mealOptions: [{ id: 'fish', name: 'Fisch', description: null, isKids: false }],
  },
];
const draft = filledDraft({
  attendanceStatus: 'attending',
  numberOfGuests: 3,
  companions: [emptyRsvpCompanion(''), emptyRsvpCompanion('Ben')],
});

describe('per-event answers in the wizard', () => {
  it('asks for a meal of every named person who comes to an event with meals, on that person`s field', () => {
    expect(validateRsvpStep('events', draft, events)).toEqual([
      { key: 'rsvp.mealRequired', field: 'guests.0.events.1.mealOptionId' },
      { key: 'rsvp.mealRequired', field: 'guests.2.events.1.mealOptionId' },
    ]);
    const skipping = {
      ...draft,
      eventAnswers: {
        [rsvpEventAnswerKey(0, 'dinner')]: { attending: true, mealOptionId: 'fish' },
        [rsvpEventAnswerKey(2, 'dinner')]: { attending: false, mealOptionId: null },
      },
    };
    expect(validateRsvpStep('events', skipping, events)).toEqual([]);
    expect(rsvpStepOfField('guests.2.events.1.mealOptionId')).toBe('events');
  });

  it('sends each named person`s answer for every event, a meal that is no longer offered as none', () => {
    const answered = {
      ...draft,
      eventAnswers: {
        [rsvpEventAnswerKey(0, 'dinner')]: { attending: true, mealOptionId: 'fish' },
        [rsvpEventAnswerKey(2, 'ceremony')]: { attending: false, mealOptionId: null },
        [rsvpEventAnswerKey(2, 'dinner')]: { attending: true, mealOptionId: 'removed-meal' },
      },
    };
    const result = rsvpPayloadFromDraft(answered, events);
    expect(result.ok && result.payload.guests.map((guest) => [guest.name, guest.events])).toEqual([
      [
        'Anna Schmidt',
        [
          { eventId: 'ceremony', attending: true, mealOptionId: null },
          { eventId: 'dinner', attending: true, mealOptionId: 'fish' },
        ],
      ],
      [
        'Ben',
        [
          { eventId: 'ceremony', attending: false, mealOptionId: null },
          { eventId: 'dinner', attending: true, mealOptionId: null },
        ],
      ],
    ]);
  });

  it('sends the single answer (docs/requirements.md B3) when the guest sees one event without meals', () => {
    const result = rsvpPayloadFromDraft(draft, [
      { id: 'party', title: 'Party', day: '2027-06-12', time: '21:00' },
    ]);
    expect(result.ok && result.payload.guests.map((guest) => guest.events)).toEqual([undefined, undefined]);
  });

  it('adds the events step only with events to ask about, and an answer clears its field`s error', () => {
    const state = { ...createInitialRsvpState('key', draft, events), step: 4 };
    expect(rsvpStepsOf(state)).toContain('events');
    expect(rsvpStepsOf({ data: draft, events: [] })).not.toContain('events');
    const refused = rsvpReducer(state, { type: 'next' });
    expect(Object.keys(refused.fieldErrors)).toEqual([
      'guests.0.events.1.mealOptionId',
      'guests.2.events.1.mealOptionId',
    ]);
    const picked = rsvpReducer(
      refused,
      setRsvpEventAnswer(0, 'dinner', { attending: true, mealOptionId: 'fish' }),
    );
    expect(Object.keys(picked.fieldErrors)).toEqual(['guests.2.events.1.mealOptionId']);
    expect(picked.data.eventAnswers).toEqual({ '0:dinner': { attending: true, mealOptionId: 'fish' } });
  });

  it('reads a stored draft from before per-event answers with none', () => {
    const { eventAnswers: _none, ...older } = draft;
    const parsed = storedRsvpDraftSchema.parse({ version: 3, step: 2, idempotencyKey: 'k', data: older });
    expect(parsed.data.eventAnswers).toEqual({});
  });
});
