import { describe, expect, it } from 'vitest';
import { rsvpPayloadSchema } from '../../schemas/rsvp';
import { scheduleEventPayloadSchema } from '../../schemas/schedule-event-payload';
import { rsvpAsksPerEvent, rsvpSteps } from '../rsvp/rsvp-steps';
import { eventAnswerProblems } from './event-answer-problems';
import { type EventInvitation, invitedEventIds, isHouseholdInvitedToEvent } from './event-invitation';
import { listEntriesOfAnswer } from './list-entries-of-answer';
import { fallbackMealText, mealOptionTexts, mealTextFor } from './meal-option-texts';
import { eventHeadCounts, resolveEventAnswers } from './resolve-event-answers';

const chosen = (overrides: Partial<EventInvitation>): EventInvitation => ({
  id: 'dinner',
  audience: 'chosen',
  invitedCategories: [],
  invitedSides: [],
  invitedHouseholdIds: [],
  ...overrides,
});
const everyone: EventInvitation = { ...chosen({ id: 'ceremony' }), audience: 'everyone' };
const family = { id: 'head-1', members: [{ category: 'family' as const, side: 'partner1' as const }] };
const friends = { id: 'head-2', members: [{ category: 'friends' as const, side: 'partner2' as const }] };

describe('who is invited to which event', () => {
  it('an event open to everyone invites every household, an unknown visitor (access code) included', () => {
    expect(isHouseholdInvitedToEvent(everyone, family)).toBe(true);
    expect(isHouseholdInvitedToEvent(everyone, null)).toBe(true);
  });

  it('a chosen event never invites a visitor whose household is unknown', () => {
    expect(isHouseholdInvitedToEvent(chosen({ invitedCategories: ['family'] }), null)).toBe(false);
  });

  it('a chosen event invites the households named, and those with a member of a chosen category', () => {
    expect(isHouseholdInvitedToEvent(chosen({ invitedHouseholdIds: ['head-2'] }), friends)).toBe(true);
    expect(isHouseholdInvitedToEvent(chosen({ invitedHouseholdIds: ['head-2'] }), family)).toBe(false);
    expect(isHouseholdInvitedToEvent(chosen({ invitedCategories: ['family'] }), family)).toBe(true);
    expect(isHouseholdInvitedToEvent(chosen({ invitedCategories: ['family'] }), friends)).toBe(false);
    const mixed = { id: 'head-3', members: [...friends.members, ...family.members] };
    expect(isHouseholdInvitedToEvent(chosen({ invitedCategories: ['family'] }), mixed)).toBe(true);
  });

  it('a chosen side invites that side and the guests of both sides, not the other side', () => {
    const both = { id: 'head-4', members: [{ category: 'other' as const, side: 'both' as const }] };
    const partner1 = chosen({ invitedSides: ['partner1'] });
    expect(isHouseholdInvitedToEvent(partner1, family)).toBe(true);
    expect(isHouseholdInvitedToEvent(partner1, both)).toBe(true);
    expect(isHouseholdInvitedToEvent(partner1, friends)).toBe(false);
  });

  it('lists the invited events in schedule order', () => {
    const events = [
      everyone,
      chosen({ invitedCategories: ['friends'] }),
      chosen({ id: 'party', invitedSides: ['partner1'] }),
    ];
    expect(invitedEventIds(events, family)).toEqual(['ceremony', 'party']);
    expect(invitedEventIds(events, null)).toEqual(['ceremony']);
  });
});

describe('how an answer without per-event answers applies', () => {
  it('an RSVP without per-event answers answers every invited event the same way (the request of docs/requirements.md B3, old RSVPs)', () => {
    const resolved = resolveEventAnswers({ attendanceStatus: 'attending', guests: [{}, { events: null }] }, [
      'a',
      'b',
    ]);
    expect(resolved).toEqual([
      [
        { eventId: 'a', attending: true, mealOptionId: null, explicit: false },
        { eventId: 'b', attending: true, mealOptionId: null, explicit: false },
      ],
      [
        { eventId: 'a', attending: true, mealOptionId: null, explicit: false },
        { eventId: 'b', attending: true, mealOptionId: null, explicit: false },
      ],
    ]);
    expect(resolveEventAnswers({ attendanceStatus: 'maybe', guests: [{}] }, ['a'])[0]?.[0]?.attending).toBe(
      false,
    );
  });

  it('a per-event answer wins for its event; an event left out keeps the overall answer', () => {
    const [person] = resolveEventAnswers(
      {
        attendanceStatus: 'attending',
        guests: [{ events: [{ eventId: 'a', attending: false, mealOptionId: 'fish' }] }],
      },
      ['a', 'b'],
    );
    expect(person).toEqual([
      { eventId: 'a', attending: false, mealOptionId: null, explicit: true },
      { eventId: 'b', attending: true, mealOptionId: null, explicit: false },
    ]);
  });

  it('answers for events outside the invitation are not counted', () => {
    const [person] = resolveEventAnswers(
      { attendanceStatus: 'attending', guests: [{ events: [{ eventId: 'secret', attending: true }] }] },
      ['a'],
    );
    expect(person?.map((answer) => answer.eventId)).toEqual(['a']);
  });

  it('counts per event the persons who come plus the unnamed companions following the respondent', () => {
    const counts = eventHeadCounts(
      {
        attendanceStatus: 'attending',
        numberOfGuests: 4,
        guests: [
          { events: [{ eventId: 'dinner', attending: false }] },
          { events: [{ eventId: 'dinner', attending: true, mealOptionId: 'fish' }] },
        ],
      },
      ['ceremony', 'dinner'],
    );
    expect(Object.fromEntries(counts)).toEqual({ ceremony: 4, dinner: 1 });
    const declined = eventHeadCounts({ attendanceStatus: 'not_attending', numberOfGuests: 0, guests: [] }, [
      'a',
    ]);
    expect(declined.get('a')).toBe(0);
  });
});

describe('meal validation and invitations of per-event answers', () => {
  const events = [
    { id: 'ceremony', invited: true, mealOptionIds: [] },
    { id: 'dinner', invited: true, mealOptionIds: ['fish', 'veggie'] },
    { id: 'rehearsal', invited: false, mealOptionIds: ['pasta'] },
  ];

  it('accepts attending persons with a meal of the event and absent persons without one', () => {
    expect(
      eventAnswerProblems(
        [
          {
            events: [
              { eventId: 'dinner', attending: true, mealOptionId: 'fish' },
              { eventId: 'ceremony', attending: true },
            ],
          },
          { events: [{ eventId: 'dinner', attending: false }] },
          {},
        ],
        events,
      ),
    ).toEqual([]);
  });

  it('refuses an event the party is not invited to, an unknown event and another event`s meal', () => {
    expect(
      eventAnswerProblems(
        [
          {
            events: [
              { eventId: 'rehearsal', attending: true, mealOptionId: 'pasta' },
              { eventId: 'forged', attending: true },
              { eventId: 'dinner', attending: true, mealOptionId: 'pasta' },
            ],
          },
        ],
        events,
      ),
    ).toEqual([
      { kind: 'notInvited', guestIndex: 0, eventId: 'rehearsal', answerIndex: 0 },
      { kind: 'unknownEvent', guestIndex: 0, eventId: 'forged' },
      { kind: 'unknownMeal', guestIndex: 0, eventId: 'dinner', mealOptionId: 'pasta' },
    ]);
  });

  it('asks an attending person for a meal when the event offers meals', () => {
    expect(eventAnswerProblems([{}, { events: [{ eventId: 'dinner', attending: true }] }], events)).toEqual([
      { kind: 'mealRequired', guestIndex: 1, eventId: 'dinner', answerIndex: 0 },
    ]);
  });
});

describe('RSVP payload with per-event answers', () => {
  const base = {
    name: 'Anna Muster',
    phone: '+49 151 23456789',
    attendanceStatus: 'attending',
    numberOfGuests: 1,
  };

  it('keeps the request of docs/requirements.md B3 valid without per-event answers', () => {
    const parsed = rsvpPayloadSchema.safeParse(base);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.guests[0]?.events).toBeUndefined();
  });

  it('keeps per-event answers on each person and drops a meal beside "not coming"', () => {
    const parsed = rsvpPayloadSchema.parse({
      ...base,
      guests: [
        { name: 'Anna Muster', events: [{ eventId: 'dinner', attending: false, mealOptionId: 'fish' }] },
      ],
    });
    expect(parsed.guests[0]?.events).toEqual([{ eventId: 'dinner', attending: false, mealOptionId: null }]);
  });

  it('refuses the same event answered twice for one person', () => {
    const parsed = rsvpPayloadSchema.safeParse({
      ...base,
      guests: [
        {
          name: 'Anna Muster',
          events: [
            { eventId: 'a', attending: true },
            { eventId: 'a', attending: false },
          ],
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('rsvp.eventAnsweredTwice');
  });
});

describe('schedule event payload: audience and meal options', () => {
  const event = { locale: 'de', day: '2027-06-12', time: '18:00', title: 'Dinner' };

  it('leaves the audience and meals out when not sent, so an older editor changes neither', () => {
    const parsed = scheduleEventPayloadSchema.parse(event);
    expect(parsed.audience).toBeUndefined();
    expect(parsed.mealOptions).toBeUndefined();
  });

  it('refuses a chosen event nobody is chosen for', () => {
    const parsed = scheduleEventPayloadSchema.safeParse({ ...event, audience: 'chosen' });
    expect(parsed.error?.issues[0]).toMatchObject({ message: 'schedule.audienceEmpty', path: ['audience'] });
    expect(
      scheduleEventPayloadSchema.safeParse({ ...event, audience: 'chosen', invitedSides: ['partner2'] })
        .success,
    ).toBe(true);
  });

  it('needs a name for every meal option', () => {
    const parsed = scheduleEventPayloadSchema.safeParse({
      ...event,
      mealOptions: [{ name: '  ', isKids: true }],
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      message: 'meal.nameRequired',
      path: ['mealOptions', 0, 'name'],
    });
  });
});

describe('meal option texts', () => {
  const meal = {
    name: 'Fisch',
    description: null,
    translations: { de: { name: 'Fisch', description: null }, en: { name: 'Fish', description: 'Cod' } },
  };

  it('reads every written language and picks the guest`s, else the main one', () => {
    expect(mealOptionTexts(meal, 'de')).toEqual({
      de: { name: 'Fisch', description: null },
      en: { name: 'Fish', description: 'Cod' },
    });
    expect(mealTextFor(meal, 'en', 'de')).toEqual({ name: 'Fish', description: 'Cod' });
    expect(mealTextFor(meal, 'pl', 'de')).toEqual({ name: 'Fisch', description: null });
    expect(fallbackMealText({ en: { name: 'Fish', description: null } }, 'de')).toEqual({
      name: 'Fish',
      description: null,
    });
  });
});

describe('the RSVP wizard asks per event', () => {
  it('when the household sees several events, or one with meals; never when not attending', () => {
    expect(rsvpAsksPerEvent([{}])).toBe(false);
    expect(rsvpAsksPerEvent([{ mealOptions: [] }])).toBe(false);
    expect(rsvpAsksPerEvent([{ mealOptions: [{}] }])).toBe(true);
    expect(rsvpAsksPerEvent([{}, {}])).toBe(true);
    expect(rsvpSteps('attending', true)).toEqual([
      'contact',
      'attendance',
      'guestDetails',
      'events',
      'requirements',
      'message',
    ]);
    expect(rsvpSteps('attending')).not.toContain('events');
    expect(rsvpSteps('not_attending', true)).toEqual(['contact', 'attendance', 'message']);
  });
});

describe('listEntriesOfAnswer: the guest-list entry of each person an RSVP names', () => {
  const members = [
    { id: 'helga', name: 'Helga Brandt' },
    { id: 'karl', name: 'Karl Brandt' },
    { id: 'karl-2', name: 'Karl  Brandt' },
  ];

  it('matches names ignoring case and spacing, each entry once', () => {
    expect(
      listEntriesOfAnswer(
        [
          { name: ' helga brandt' },
          { name: 'KARL BRANDT' },
          { name: 'karl brandt' },
          { name: 'Karl Brandt' },
        ],
        members,
        null,
      ),
    ).toEqual(['helga', 'karl', 'karl-2', null]);
  });

  it('takes the linked entry for a respondent who wrote their name differently, never twice', () => {
    expect(listEntriesOfAnswer([{ name: 'Oma Helga' }, { name: 'Karl Brandt' }], members, 'helga')).toEqual([
      'helga',
      'karl',
    ]);
    expect(listEntriesOfAnswer([{ name: 'Someone' }, { name: 'Helga Brandt' }], members, 'helga')).toEqual([
      null,
      'helga',
    ]);
  });
});
