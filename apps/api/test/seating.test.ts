import { PDFParse } from 'pdf-parse';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeatingPrint } from '../src/seating/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { addHouseholds, type HouseholdFixture } from './support/household-fixture.js';
import { withTestContext } from './support/with-test-context.js';

type Table = { id: string; name: string; seats: number; version: number; kidsOnly: boolean; shape: string };
type Seat = { guestId: string; tableId: string; placedByHand: boolean };

describe.each(TEST_DATABASES)('seating plan (%s)', (db) => {
  let ctx: TestContext;
  let couple: TestClient;
  let partner: TestClient;
  let stranger: TestClient;
  let wedding: CreatedWedding;
  let other: CreatedWedding;
  let party: HouseholdFixture;
  let otherGuestId: string;
  let otherTableId: string;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    couple = login.client;
    const second = await ctx.loginAs('user');
    partner = second.client;
    const third = await ctx.loginAs('user');
    stranger = third.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id, second.user.id] });
    other = await ctx.createWedding({ memberIds: [third.user.id] });
    party = await addHouseholds(ctx, wedding);
    await ctx.prisma.guest.updateMany({
      where: { weddingId: wedding.id },
      data: { attendanceStatus: 'attending' },
    });
    otherGuestId = (await ctx.prisma.guest.create({ data: { weddingId: other.id, name: 'Someone Else' } }))
      .id;
    otherTableId = (
      await ctx.prisma.seatingTable.create({ data: { weddingId: other.id, name: 'Theirs', seats: 8 } })
    ).id;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const base = () => `/api/weddings/${wedding.id}/seating`;
  const seatsInDb = async () =>
    (
      await ctx.prisma.seatAssignment.findMany({
        where: { weddingId: wedding.id },
        select: { guestId: true, tableId: true, placedByHand: true },
        orderBy: { guestId: 'asc' },
      })
    ).sort((a, b) => a.guestId.localeCompare(b.guestId));
  const pdfOf = (client: TestClient, url: string) =>
    client.raw
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const pdfText = async (pdf: Buffer) => {
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      return (await parser.getText()).text.replace(/\s+/g, ' ');
    } finally {
      await parser.destroy();
    }
  };
  const addTable = async (body: object) => {
    const res = await couple.post(`${base()}/tables`, body);
    expect(res.status).toBe(201);
    return res.body.table as Table;
  };

  beforeEach(async () => {
    await ctx.prisma.seatAssignment.deleteMany({ where: { weddingId: wedding.id } });
    await ctx.prisma.seatingNote.deleteMany({ where: { weddingId: wedding.id } });
    await ctx.prisma.seatingTable.deleteMany({ where: { weddingId: wedding.id } });
  });

  it('adds tables in order, reads the plan with households, seats a household and unseats it', async () => {
    const one = await addTable({ name: '  Table 1 ', shape: 'round', seats: 8 });
    const two = await addTable({ name: 'Family', shape: 'long', seats: 12, kidsOnly: true });
    expect(one).toMatchObject({ name: 'Table 1', sortOrder: 0, version: 1, kidsOnly: false });
    expect(two).toMatchObject({ shape: 'long', sortOrder: 1, kidsOnly: true });

    const seat = await couple.post(`${base()}/seats`, {
      changes: [
        { guestId: party.head, fromTableId: null, toTableId: one.id, placedByHand: true },
        { guestId: party.companion, fromTableId: null, toTableId: one.id, placedByHand: true },
      ],
    });
    expect(seat.status).toBe(200);
    expect((seat.body.assignments as Seat[]).map((s) => s.tableId)).toEqual([one.id, one.id]);

    const plan = await couple.get(base());
    expect(plan.status).toBe(200);
    expect(plan.body.tables.map((t: Table) => t.name)).toEqual(['Table 1', 'Family']);
    const ada = plan.body.guests.find((g: { id: string }) => g.id === party.companion);
    expect(ada).toMatchObject({ householdId: party.head, attendanceStatus: 'attending', isChild: false });
    expect(plan.body.assignments).toHaveLength(2);

    const unseat = await couple.post(`${base()}/seats`, {
      changes: [{ guestId: party.companion, fromTableId: one.id, toTableId: null, placedByHand: true }],
    });
    expect(unseat.status).toBe(200);
    expect(await seatsInDb()).toEqual([{ guestId: party.head, tableId: one.id, placedByHand: true }]);
  });

  it('answers 404 for a table or guest of another wedding (or made up) and changes nothing', async () => {
    const one = await addTable({ name: 'One', shape: 'round', seats: 8 });
    await couple.post(`${base()}/seats`, {
      changes: [{ guestId: party.single, fromTableId: null, toTableId: one.id, placedByHand: true }],
    });
    const before = await seatsInDb();
    const forged = [
      // a guest of another wedding, batched with a valid change that must not be applied either
      [
        { guestId: party.head, fromTableId: null, toTableId: one.id, placedByHand: true },
        { guestId: otherGuestId, fromTableId: null, toTableId: one.id, placedByHand: true },
      ],
      [{ guestId: party.head, fromTableId: null, toTableId: otherTableId, placedByHand: true }],
      [
        {
          guestId: party.single,
          fromTableId: one.id,
          toTableId: 'c0000000000000000000nope',
          placedByHand: true,
        },
      ],
      [{ guestId: 'nobody-at-all', fromTableId: null, toTableId: one.id, placedByHand: true }],
    ];
    for (const changes of forged) {
      const res = await couple.post(`${base()}/seats`, { changes });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/^seating\.(guest|table)NotFound$/);
    }
    expect(await seatsInDb()).toEqual(before);

    const edits = [
      couple.put(`${base()}/tables/${otherTableId}`, { name: 'Mine', shape: 'round', seats: 2, version: 1 }),
      couple.delete(`${base()}/tables/${otherTableId}`),
      couple.put(`${base()}/guests/${otherGuestId}/child`, { isChild: true }),
      couple.post(`${base()}/notes`, { guestAId: party.head, guestBId: otherGuestId }),
    ];
    for (const res of await Promise.all(edits)) expect(res.status).toBe(404);
    expect(await ctx.prisma.seatingTable.findUnique({ where: { id: otherTableId } })).toMatchObject({
      name: 'Theirs',
      seats: 8,
      version: 1,
    });
    expect((await ctx.prisma.guest.findUniqueOrThrow({ where: { id: otherGuestId } })).isChild).toBe(false);
    expect(await ctx.prisma.seatingNote.count({ where: { weddingId: wedding.id } })).toBe(0);

    // Someone outside the wedding cannot even read it.
    expect((await stranger.get(base())).status).toBe(404);
    expect((await stranger.post(`${base()}/tables`, { name: 'X', shape: 'round', seats: 2 })).status).toBe(
      404,
    );
  });

  it("refuses a stale seat change with 409 and a message, keeping the other planner's change", async () => {
    const one = await addTable({ name: 'One', shape: 'round', seats: 8 });
    const two = await addTable({ name: 'Two', shape: 'round', seats: 8 });
    await couple.post(`${base()}/seats`, {
      changes: [{ guestId: party.single, fromTableId: null, toTableId: one.id, placedByHand: true }],
    });
    // Both planners saw Grace at table one; the partner moves her first.
    const first = await partner.post(`${base()}/seats`, {
      changes: [{ guestId: party.single, fromTableId: one.id, toTableId: two.id, placedByHand: true }],
    });
    expect(first.status).toBe(200);
    const late = await couple.post(
      `${base()}/seats`,
      {
        changes: [
          { guestId: party.head, fromTableId: null, toTableId: one.id, placedByHand: true },
          { guestId: party.single, fromTableId: one.id, toTableId: null, placedByHand: true },
        ],
      },
      { 'Accept-Language': 'en' },
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('seating.conflict');
    expect(late.body.message).toMatch(/changed this seat/);
    expect(await seatsInDb()).toEqual([{ guestId: party.single, tableId: two.id, placedByHand: true }]);
  });

  it('lets only one of two planners seating the same guest at once win', async () => {
    const one = await addTable({ name: 'One', shape: 'round', seats: 8 });
    const two = await addTable({ name: 'Two', shape: 'round', seats: 8 });
    const [a, b] = await Promise.all([
      couple.post(`${base()}/seats`, {
        changes: [{ guestId: party.head, fromTableId: null, toTableId: one.id, placedByHand: true }],
      }),
      partner.post(`${base()}/seats`, {
        changes: [{ guestId: party.head, fromTableId: null, toTableId: two.id, placedByHand: true }],
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const seats = await seatsInDb();
    expect(seats).toHaveLength(1);
    expect(seats[0]?.tableId).toBe((a.status === 200 ? one : two).id);
  });

  it('edits a table with its version; a stale version answers 409 and keeps the newer edit', async () => {
    const table = await addTable({ name: 'One', shape: 'round', seats: 8 });
    const edit = await couple.put(`${base()}/tables/${table.id}`, {
      name: 'Garden',
      shape: 'long',
      seats: 10,
      kidsOnly: false,
      version: 1,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.table).toMatchObject({ name: 'Garden', shape: 'long', seats: 10, version: 2 });
    const stale = await partner.put(`${base()}/tables/${table.id}`, {
      name: 'Stale',
      shape: 'round',
      seats: 4,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('seating.conflict');
    expect(await ctx.prisma.seatingTable.findUniqueOrThrow({ where: { id: table.id } })).toMatchObject({
      name: 'Garden',
      version: 2,
    });
  });

  it('answers 400 with details for bad input, never 500', async () => {
    const table = await addTable({ name: 'One', shape: 'round', seats: 8 });
    const bad = [
      couple.post(`${base()}/tables`, { name: '', shape: 'round', seats: 8 }),
      couple.post(`${base()}/tables`, { name: 'X', shape: 'square', seats: 8 }),
      couple.post(`${base()}/tables`, { name: 'X', shape: 'round', seats: 0 }),
      couple.post(`${base()}/tables`, { name: 'X', shape: 'round', seats: 8, x: 1 }),
      couple.post(`${base()}/seats`, { changes: [] }),
      couple.post(`${base()}/seats`, {
        changes: [
          { guestId: party.head, fromTableId: null, toTableId: table.id, placedByHand: true },
          { guestId: party.head, fromTableId: null, toTableId: null, placedByHand: true },
        ],
      }),
      couple.post(`${base()}/notes`, { guestAId: party.head, guestBId: party.head }),
      couple.put(`${base()}/tables/${table.id}`, { name: 'X', shape: 'round', seats: 8 }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });

  it('removing a table unseats its guests; notes and the child mark round-trip', async () => {
    const table = await addTable({ name: 'One', shape: 'round', seats: 8 });
    await couple.post(`${base()}/seats`, {
      changes: [{ guestId: party.single, fromTableId: null, toTableId: table.id, placedByHand: false }],
    });
    const removed = await couple.delete(`${base()}/tables/${table.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.assignments).toEqual([]);
    expect((await couple.delete(`${base()}/tables/${table.id}`)).status).toBe(404);

    const note = await couple.post(`${base()}/notes`, { guestAId: party.single, guestBId: party.head });
    expect(note.status).toBe(201);
    const again = await couple.post(`${base()}/notes`, { guestAId: party.head, guestBId: party.single });
    expect(again.body.note.id).toBe(note.body.note.id);
    const left = await couple.delete(`${base()}/notes/${note.body.note.id}`);
    expect(left.body.notes).toEqual([]);
    expect((await couple.delete(`${base()}/notes/${note.body.note.id}`)).status).toBe(404);

    const child = await couple.put(`${base()}/guests/${party.companion}/child`, { isChild: true });
    expect(child.body.guest).toMatchObject({ id: party.companion, isChild: true });
  });

  it('prints the chart, the escort list and the place cards of the seated guests as PDF files', async () => {
    const one = await addTable({ name: 'Brauttisch', shape: 'long', seats: 6 });
    const two = await addTable({ name: 'Tisch 2', shape: 'round', seats: 6 });
    await couple.post(`${base()}/seats`, {
      changes: [
        { guestId: party.single, fromTableId: null, toTableId: one.id, placedByHand: true },
        { guestId: party.head, fromTableId: null, toTableId: one.id, placedByHand: true },
        { guestId: party.companion, fromTableId: null, toTableId: two.id, placedByHand: true },
      ],
    });
    for (const [file, name] of [
      ['chart.pdf', 'seating-chart.pdf'],
      ['escort-list.pdf?locale=en', 'escort-list.pdf'],
      ['place-cards.pdf?locale=tr', 'place-cards.pdf'],
    ]) {
      const pdf = await pdfOf(couple, `${base()}/${file}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename=${name}`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const bad = await couple.get(`${base()}/chart.pdf?locale=fr`);
    expect([bad.status, bad.body.error]).toEqual([400, 'invalidQuery']);
    expect((await stranger.get(`${base()}/place-cards.pdf`)).status).toBe(404);

    // What they print: the tables in the plan's order, each one's guests by name, no meal while no event offers one.
    const printed = await loadSeatingPrint(ctx.deps, wedding, 'en');
    expect(printed.locale).toBe('en');
    expect(
      printed.tables.map((table) => [table.name, table.guests.map((guest) => [guest.name, guest.meal])]),
    ).toEqual([
      [
        'Brauttisch',
        [
          ['Ada Lovelace', null],
          ['Grace Hopper', null],
        ],
      ],
      ['Tisch 2', [['Byron Lovelace', null]]],
    ]);
  });

  it('prints each seated guest`s meal of the latest event with meals they attend, in the print language', async () => {
    const one = await addTable({ name: 'Brauttisch', shape: 'long', seats: 6 });
    await couple.post(`${base()}/seats`, {
      changes: [party.head, party.companion, party.single].map((guestId) => ({
        guestId,
        fromTableId: null,
        toTableId: one.id,
        placedByHand: true,
      })),
    });
    const day = new Date('2027-06-12T00:00:00Z');
    const lunch = await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: wedding.id,
        day,
        time: '13:00',
        title: 'Mittagessen',
        mealOptions: { create: [{ name: 'Suppe', translations: { en: { name: 'Soup' } } }] },
      },
      include: { mealOptions: true },
    });
    const dinner = await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: wedding.id,
        day,
        time: '19:00',
        title: 'Abendessen',
        mealOptions: {
          create: [
            { name: 'Fisch', sortOrder: 0, translations: { en: { name: 'Fish' } } },
            { name: 'Nudeln', sortOrder: 1, translations: { en: { name: 'Noodles' } } },
          ],
        },
      },
      include: { mealOptions: { orderBy: { sortOrder: 'asc' } } },
    });
    const [soup] = lunch.mealOptions;
    const [, noodles] = dinner.mealOptions;
    // Ada's household answered by its link; Byron (named with other case and spacing) skips the dinner.
    await ctx.prisma.rsvp.create({
      data: {
        weddingId: wedding.id,
        guestId: party.head,
        name: 'Ada Lovelace',
        phone: '+49 151 1234567',
        attendanceStatus: 'attending',
        numberOfGuests: 2,
        guests: {
          create: [
            {
              position: 0,
              name: 'Ada Lovelace',
              eventAnswers: {
                create: [
                  { eventId: lunch.id, attending: true, mealOptionId: soup?.id },
                  { eventId: dinner.id, attending: true, mealOptionId: noodles?.id },
                ],
              },
            },
            {
              position: 1,
              name: ' byron  LOVELACE',
              eventAnswers: {
                create: [
                  { eventId: lunch.id, attending: true, mealOptionId: soup?.id },
                  { eventId: dinner.id, attending: false },
                ],
              },
            },
          ],
        },
      },
    });
    try {
      const printed = await loadSeatingPrint(ctx.deps, wedding, 'en');
      expect(printed.tables[0]?.guests.map((guest) => [guest.name, guest.meal])).toEqual([
        ['Ada Lovelace', { name: 'Noodles', symbol: 1 }],
        ['Byron Lovelace', { name: 'Soup', symbol: 0 }],
        // Grace has not answered: no meal is printed for her.
        ['Grace Hopper', null],
      ]);

      const english = await pdfOf(couple, `${base()}/place-cards.pdf?locale=en`);
      expect(english.status).toBe(200);
      const text = await pdfText(english.body as Buffer);
      expect(text).toContain('Noodles');
      expect(text).toContain('Soup');
      expect(text).not.toContain('Fish');
      const german = await pdfText(
        (await pdfOf(couple, `${base()}/place-cards.pdf?locale=de`)).body as Buffer,
      );
      expect(german).toContain('Nudeln');
      expect(german).toContain('Suppe');
    } finally {
      await ctx.prisma.rsvp.deleteMany({ where: { weddingId: wedding.id } });
      await ctx.prisma.scheduleEvent.deleteMany({ where: { id: { in: [lunch.id, dinner.id] } } });
    }
  });
});
