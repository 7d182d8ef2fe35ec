import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { householdLinkToken } from '../src/households/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { addHouseholds, type HouseholdFixture } from './support/household-fixture.js';
import { withTestContext } from './support/with-test-context.js';

type CookieJar = { setCookie(cookie: string, domain?: string, path?: string): void };

type EventView = {
  id: string;
  audience: string;
  invitedCategories: string[];
  invitedSides: string[];
  invitedHouseholdIds: string[];
  mealOptions: {
    id: string;
    isKids: boolean;
    texts: Record<string, { name: string; description: string | null }>;
  }[];
};

describe.each(TEST_DATABASES)('per-event invitations, answers and meals (%s)', (db) => {
  let ctx: TestContext;
  let couple: TestClient;
  let wedding: CreatedWedding;
  let party: HouseholdFixture;
  let ceremony: EventView;
  let dinner: EventView;
  let dance: EventView;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    couple = login.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id], accessCode: 'ABCD2345' });
    party = await addHouseholds(ctx, wedding);
    await ctx.prisma.guest.update({ where: { id: party.single }, data: { category: 'friends' } });
  });

  const schedule = (eventId = '') => `/api/weddings/${wedding.id}/schedule${eventId ? `/${eventId}` : ''}`;
  const base = { locale: 'de', day: '2027-06-12', type: 'other' };

  /** A guest admitted by the household's personal link (the cookie the link sets). */
  const householdGuest = async (headId: string) => {
    const guest = await ctx.guestOf(wedding);
    const token = householdLinkToken(ctx.deps.config, wedding.id, headId, 1);
    (guest.raw as unknown as { jar: CookieJar }).jar.setCookie(
      `wedding_household_${wedding.id}=${token}; Path=/`,
      '127.0.0.1',
      '/',
    );
    return guest;
  };
  const scheduleIds = async (guest: TestClient) => {
    const res = await guest.get(`/api/public/weddings/${wedding.slug}`);
    expect(res.status).toBe(200);
    return (res.body.wedding.schedule as { id: string }[]).map((event) => event.id);
  };
  const rsvpCount = () => ctx.prisma.rsvp.count({ where: { weddingId: wedding.id } });
  const answerCount = () => ctx.prisma.rsvpGuestEvent.count({ where: { event: { weddingId: wedding.id } } });

  it('the couple opens events to everyone or to chosen households, categories and sides, with meal options', async () => {
    const created = await couple.post(schedule(), { ...base, time: '14:00', title: 'Trauung' });
    expect(created.status).toBe(201);
    ceremony = created.body.event;
    expect(ceremony).toMatchObject({ audience: 'everyone', invitedHouseholdIds: [], mealOptions: [] });
    // Events for everyone and no meals: the RSVP keeps the single answer of docs/requirements.md B3 (no per-event
    // step).
    const perEvent = async () =>
      (await (await ctx.guestOf(wedding)).get(`/api/public/weddings/${wedding.slug}`)).body.wedding
        .rsvpPerEvent;
    expect(await perEvent()).toBe(false);

    const dinnerRes = await couple.post(schedule(), {
      ...base,
      time: '18:00',
      title: 'Abendessen',
      audience: 'chosen',
      invitedHouseholdIds: [party.head],
      mealOptions: [
        { name: 'Fisch', description: 'Zander' },
        { name: 'Kindermenü', isKids: true },
      ],
    });
    expect(dinnerRes.status).toBe(201);
    dinner = dinnerRes.body.event;
    // One event for chosen guests makes the couple's RSVP ask per event, also of guests who do not see it.
    expect(await perEvent()).toBe(true);
    expect(dinner.audience).toBe('chosen');
    expect(dinner.invitedHouseholdIds).toEqual([party.head]);
    expect(dinner.mealOptions.map((meal) => [meal.texts.de?.name, meal.isKids])).toEqual([
      ['Fisch', false],
      ['Kindermenü', true],
    ]);

    const danceRes = await couple.post(schedule(), {
      ...base,
      time: '22:00',
      title: 'Party',
      audience: 'chosen',
      invitedCategories: ['friends'],
    });
    expect(danceRes.status).toBe(201);
    dance = danceRes.body.event;

    // The English names of the same meals keep the German ones; an editor that sends no audience changes none.
    const [fish, kids] = dinner.mealOptions;
    const english = await couple.put(schedule(dinner.id), {
      ...base,
      locale: 'en',
      time: '18:00',
      title: 'Dinner',
      mealOptions: [
        { id: fish?.id, name: 'Fish', description: 'Pike-perch' },
        { id: kids?.id, name: 'Kids menu', isKids: true },
      ],
    });
    expect(english.status).toBe(200);
    expect(english.body.event.audience).toBe('chosen');
    expect(english.body.event.invitedHouseholdIds).toEqual([party.head]);
    expect(english.body.event.mealOptions[0].texts).toEqual({
      de: { name: 'Fisch', description: 'Zander' },
      en: { name: 'Fish', description: 'Pike-perch' },
    });
    dinner = english.body.event;
  });

  it('refuses a chosen event nobody is chosen for, and forged household or meal ids (404, nothing changed)', async () => {
    const empty = await couple.put(schedule(dance.id), {
      ...base,
      time: '22:00',
      title: 'Party',
      audience: 'chosen',
      invitedCategories: [],
    });
    expect(empty.status).toBe(400);
    const forgedHousehold = await couple.put(schedule(dance.id), {
      ...base,
      time: '23:00',
      title: 'Party',
      invitedHouseholdIds: [party.companion],
    });
    expect([forgedHousehold.status, forgedHousehold.body.error]).toEqual([404, 'householdNotFound']);
    const forgedMeal = await couple.put(schedule(dinner.id), {
      ...base,
      time: '19:00',
      title: 'Abendessen',
      mealOptions: [{ id: 'c0000000000000000000000000', name: 'Fremd' }],
    });
    expect([forgedMeal.status, forgedMeal.body.error]).toEqual([404, 'mealOptionNotFound']);
    const list = await couple.get(schedule());
    const stored = (list.body.events as (EventView & { time: string })[]).map((event) => [
      event.id,
      event.time,
    ]);
    expect(stored).toEqual([
      [ceremony.id, '14:00'],
      [dinner.id, '18:00'],
      [dance.id, '22:00'],
    ]);
    expect(list.body.events[1].mealOptions).toHaveLength(2);
  });

  it('the guest site shows a household only its events, also as calendar files', async () => {
    expect(await scheduleIds(await ctx.guestOf(wedding))).toEqual([ceremony.id]);
    expect(await scheduleIds(await householdGuest(party.head))).toEqual([ceremony.id, dinner.id]);
    expect(await scheduleIds(await householdGuest(party.single))).toEqual([ceremony.id, dance.id]);
    const preview = await couple.get(`/api/public/weddings/${wedding.slug}`);
    expect((preview.body.wedding.schedule as { id: string }[]).map((event) => event.id)).toEqual([
      ceremony.id,
      dinner.id,
      dance.id,
    ]);
    const english = await (await householdGuest(party.head)).get(
      `/api/public/weddings/${wedding.slug}?locale=en`,
    );
    expect(english.body.wedding.schedule[1].mealOptions).toEqual([
      { id: dinner.mealOptions[0]?.id, name: 'Fish', description: 'Pike-perch', isKids: false },
      { id: dinner.mealOptions[1]?.id, name: 'Kids menu', description: null, isKids: true },
    ]);

    const ics = (guest: TestClient, eventId: string) =>
      guest.get(`/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics`);
    expect((await ics(await ctx.guestOf(wedding), dinner.id)).status).toBe(404);
    expect((await ics(await householdGuest(party.single), dinner.id)).status).toBe(404);
    expect((await ics(await householdGuest(party.head), dinner.id)).status).toBe(200);
  });

  it('stores per-event answers and each attending person`s meal', async () => {
    const [fish, kids] = dinner.mealOptions;
    const guest = await householdGuest(party.head);
    const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
      name: 'Ada Lovelace',
      phone: '+49 170 1234567',
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      guests: [
        {
          name: 'Ada Lovelace',
          allergies: 'Nüsse',
          events: [
            { eventId: ceremony.id, attending: true },
            { eventId: dinner.id, attending: true, mealOptionId: fish?.id },
          ],
        },
        {
          name: 'Byron Lovelace',
          events: [
            { eventId: ceremony.id, attending: false },
            { eventId: dinner.id, attending: true, mealOptionId: kids?.id },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await ctx.prisma.rsvpGuestEvent.findMany({
      where: { rsvpGuest: { rsvpId: res.body.rsvp.id } },
      select: { eventId: true, attending: true, mealOptionId: true, rsvpGuest: { select: { name: true } } },
      orderBy: [{ rsvpGuest: { position: 'asc' } }, { event: { time: 'asc' } }],
    });
    expect(rows.map((row) => [row.rsvpGuest.name, row.eventId, row.attending, row.mealOptionId])).toEqual([
      ['Ada Lovelace', ceremony.id, true, null],
      ['Ada Lovelace', dinner.id, true, fish?.id],
      ['Byron Lovelace', ceremony.id, false, null],
      ['Byron Lovelace', dinner.id, true, kids?.id],
    ]);
  });

  it('refuses an event the household is not invited to, in the guest`s language (403, nothing stored)', async () => {
    const [rsvps, answers] = [await rsvpCount(), await answerCount()];
    const guest = await householdGuest(party.single);
    const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp?locale=en`, {
      name: 'Grace Hopper',
      phone: '+49 171 7654321',
      attendanceStatus: 'attending',
      numberOfGuests: 1,
      guests: [
        {
          name: 'Grace Hopper',
          events: [{ eventId: dinner.id, attending: true, mealOptionId: dinner.mealOptions[0]?.id }],
        },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'eventNotInvited',
      details: {
        'guests.0.events.0.eventId':
          'Your invitation does not include this event. Please remove it from your reply or contact the couple.',
      },
    });
    // A guest with only the access code is invited to the events open to everyone, and no other.
    const anonymous = await ctx.guestOf(wedding);
    const german = await anonymous.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
      name: 'Otto Normal',
      phone: '+49 172 5550000',
      attendanceStatus: 'attending',
      numberOfGuests: 1,
      guests: [{ name: 'Otto Normal', events: [{ eventId: dance.id, attending: true }] }],
    });
    expect(german.status).toBe(403);
    expect(german.body.details['guests.0.events.0.eventId']).toMatch(
      /^Eure Einladung umfasst diesen Programmpunkt nicht/,
    );
    expect([await rsvpCount(), await answerCount()]).toEqual([rsvps, answers]);
  });

  it('answers 404 for forged event and meal ids and asks for a missing meal, storing nothing', async () => {
    const [rsvps, answers] = [await rsvpCount(), await answerCount()];
    const guest = await householdGuest(party.head);
    const send = (events: unknown[]) =>
      guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
        name: 'Ada Lovelace',
        phone: '+49 170 1234567',
        attendanceStatus: 'attending',
        numberOfGuests: 1,
        guests: [{ name: 'Ada Lovelace', events }],
      });
    const otherWedding = await ctx.createWedding({ memberIds: [], slug: 'other-events' });
    const foreign = await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: otherWedding.id,
        day: new Date('2027-06-12T00:00:00Z'),
        time: '12:00',
        title: 'Fremd',
      },
    });
    const forgedEvent = await send([{ eventId: foreign.id, attending: true }]);
    expect([forgedEvent.status, forgedEvent.body.error]).toEqual([404, 'eventNotFound']);
    const forgedMeal = await send([
      { eventId: dinner.id, attending: true, mealOptionId: 'c0000000000000000000000000' },
    ]);
    expect([forgedMeal.status, forgedMeal.body.error]).toEqual([404, 'mealOptionNotFound']);
    const noMeal = await send([{ eventId: dinner.id, attending: true }]);
    expect(noMeal.status).toBe(400);
    expect(noMeal.body).toEqual({
      error: 'validationFailed',
      details: { 'guests.0.events.0.mealOptionId': 'Bitte wählt ein Essen aus' },
    });
    const twice = await send([
      { eventId: ceremony.id, attending: true },
      { eventId: ceremony.id, attending: false },
    ]);
    expect(twice.status).toBe(400);
    expect([await rsvpCount(), await answerCount()]).toEqual([rsvps, answers]);
  });

  it('keeps the single answer (docs/requirements.md B3) valid: no per-event rows, the answer applies to every invited event', async () => {
    const answers = await answerCount();
    const guest = await householdGuest(party.single);
    const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
      name: 'Grace Hopper',
      phone: '+49 171 7654321',
      attendanceStatus: 'attending',
      numberOfGuests: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await answerCount()).toBe(answers);
  });

  it('counts per event and gives the caterer each event`s meal totals and people (CSV and Excel)', async () => {
    const summary = await couple.get(`/api/weddings/${wedding.id}/events/summary`);
    expect(summary.status).toBe(200);
    const byId = new Map(
      (summary.body.events as { id: string }[]).map((event) => [event.id, event as Record<string, unknown>]),
    );
    // Ada's household: both at dinner (a fish and a kids' meal), only Ada at the ceremony; Grace answered once,
    // which counts for the ceremony and the party she is invited to.
    expect(byId.get(ceremony.id)).toMatchObject({
      invitedHouseholds: 2,
      answeredHouseholds: 2,
      attending: 2,
      withoutMeal: 0,
    });
    expect(byId.get(dinner.id)).toMatchObject({
      title: 'Abendessen',
      audience: 'chosen',
      invitedHouseholds: 1,
      answeredHouseholds: 1,
      attending: 2,
      withoutMeal: 0,
      meals: [
        { id: dinner.mealOptions[0]?.id, name: 'Fisch', isKids: false, count: 1 },
        { id: dinner.mealOptions[1]?.id, name: 'Kindermenü', isKids: true, count: 1 },
      ],
    });
    expect(byId.get(dance.id)).toMatchObject({ invitedHouseholds: 1, attending: 1 });

    // The seating plan's table of each person: Ada is seated, Byron not yet (an empty cell).
    const table = await couple.post(`/api/weddings/${wedding.id}/seating/tables`, {
      name: 'Tisch 3',
      shape: 'round',
      seats: 8,
    });
    expect(table.status).toBe(201);
    const seated = await couple.post(`/api/weddings/${wedding.id}/seating/seats`, {
      changes: [
        { guestId: party.head, fromTableId: null, toTableId: table.body.table.id, placedByHand: true },
      ],
    });
    expect(seated.status).toBe(200);

    const csv = await couple.get(`/api/weddings/${wedding.id}/events/${dinner.id}/caterer.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?caterer-2027-06-12-1800-/);
    expect(csv.text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'people,2',
      'meal: Fisch,1',
      'meal: Kindermenü (kids),1',
      'meal: none chosen,0',
      '',
      'name,party,meal,dietaryRestrictions,allergies,table',
      'Ada Lovelace,Ada Lovelace,Fisch,,Nüsse,Tisch 3',
      'Byron Lovelace,Ada Lovelace,Kindermenü (kids),,,',
      '',
    ]);

    const xlsx = await couple.raw
      .get(`/api/weddings/${wedding.id}/events/${dinner.id}/caterer.xlsx`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as never);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).map((row) =>
      Array.isArray(row) ? row.slice(1) : [],
    );
    expect(rows.filter((row) => row.length > 0)).toEqual([
      ['people', 2],
      ['meal: Fisch', 1],
      ['meal: Kindermenü (kids)', 1],
      ['meal: none chosen', 0],
      ['name', 'party', 'meal', 'dietaryRestrictions', 'allergies', 'table'],
      ['Ada Lovelace', 'Ada Lovelace', 'Fisch', '', 'Nüsse', 'Tisch 3'],
      ['Byron Lovelace', 'Ada Lovelace', 'Kindermenü (kids)', ''],
    ]);
  });

  it('answers 404 for another wedding`s or a forged event, and refuses guests and strangers', async () => {
    const foreign = await ctx.prisma.scheduleEvent.findFirstOrThrow({
      where: { weddingId: { not: wedding.id } },
    });
    for (const eventId of [foreign.id, 'c0000000000000000000000000']) {
      const res = await couple.get(`/api/weddings/${wedding.id}/events/${eventId}/caterer.csv`);
      expect([res.status, res.body.error]).toEqual([404, 'eventNotFound']);
    }
    const stranger = (await ctx.loginAs('user')).client;
    // Not a member: the wedding does not exist for them, as for every /api/weddings/{id} route.
    expect((await stranger.get(`/api/weddings/${wedding.id}/events/summary`)).status).toBe(404);
    const guest = await ctx.guestOf(wedding);
    expect((await guest.get(`/api/weddings/${wedding.id}/events/${dinner.id}/caterer.xlsx`)).status).toBe(
      401,
    );
  });
});
