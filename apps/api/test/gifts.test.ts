import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { addHouseholds, type HouseholdFixture } from './support/household-fixture.js';
import { withTestContext } from './support/with-test-context.js';

type GiftView = {
  id: string;
  householdId: string;
  householdName: string;
  description: string;
  amount: number | null;
  currency: string | null;
  receivedOn: string | null;
  eventId: string | null;
  eventTitle: string | null;
  thankYouStatus: 'toWrite' | 'written' | 'sent';
  thankYouOn: string | null;
  createdAt: string;
};

describe.each(TEST_DATABASES)('gifts and thank-you notes per household (%s)', (db) => {
  let ctx: TestContext;
  let couple: TestClient;
  let wedding: CreatedWedding;
  let party: HouseholdFixture;
  let dinnerId: string;
  let otherWedding: CreatedWedding;
  let otherHead: string;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    couple = login.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id] });
    party = await addHouseholds(ctx, wedding);
    // Ada's household is the first partner's side, Grace's the second's.
    await ctx.prisma.guest.updateMany({ where: { partyId: party.head }, data: { side: 'partner1' } });
    await ctx.prisma.guest.update({ where: { id: party.single }, data: { side: 'partner2' } });
    const dinner = await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: wedding.id,
        day: new Date('2027-06-12T00:00:00.000Z'),
        time: '18:00',
        title: 'Abendessen',
      },
    });
    dinnerId = dinner.id;
    const other = await ctx.createUser();
    otherWedding = await ctx.createWedding({ memberIds: [other.id] });
    otherHead = (await addHouseholds(ctx, otherWedding)).head;
  });

  const gifts = (suffix = '') => `/api/weddings/${wedding.id}/gifts${suffix}`;
  const descriptions = (list: GiftView[]) => list.map((gift) => gift.description);
  const list = async (client: TestClient, query = '') => {
    const res = await client.get(`${gifts()}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { gifts: GiftView[]; counts: Record<string, number> };
  };
  const activity = () =>
    ctx.prisma.weddingActivity.findMany({
      where: { weddingId: wedding.id, area: 'gifts' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { action: true, subject: true, area: true },
    });
  const xlsxRows = async (client: TestClient, url: string) => {
    const res = await client.raw
      .get(url)
      .buffer(true)
      .parse((answer, callback) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as never);
    return (workbook.worksheets[0]?.getSheetValues() ?? [])
      .map((row) => (Array.isArray(row) ? row.slice(1) : []))
      .filter((row) => row.length > 0);
  };

  let vase: GiftView;
  let money: GiftView;
  let book: GiftView;

  it('records gifts of households, with amount and currency, date and event; the feed tells each', async () => {
    const first = await couple.post(gifts(), {
      householdId: party.head,
      description: '  Crystal vase  ',
      receivedOn: '2027-06-12',
      eventId: dinnerId,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    vase = first.body.gift;
    expect(vase).toMatchObject({
      householdId: party.head,
      householdName: 'Ada Lovelace',
      description: 'Crystal vase',
      amount: null,
      currency: null,
      receivedOn: '2027-06-12',
      eventId: dinnerId,
      eventTitle: 'Abendessen',
      thankYouStatus: 'toWrite',
      thankYouOn: null,
    });
    expect(first.body.counts).toEqual({ total: 1, toWrite: 1, written: 0, sent: 0 });

    const second = await couple.post(gifts(), {
      householdId: party.single,
      description: 'Money for the honeymoon',
      amount: 150.5,
      currency: 'eur',
      receivedOn: '2027-06-13',
      thankYouStatus: 'written',
      thankYouOn: '2027-06-20',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    money = second.body.gift;
    expect(money).toMatchObject({
      amount: 150.5,
      currency: 'EUR',
      thankYouStatus: 'written',
      thankYouOn: '2027-06-20',
    });

    const third = await couple.post(gifts(), {
      householdId: party.head,
      description: 'Cookbook',
      amount: 0,
      currency: 'GBP',
    });
    expect(third.status).toBe(201);
    book = third.body.gift;
    expect(book).toMatchObject({
      amount: 0,
      currency: 'GBP',
      receivedOn: null,
      eventId: null,
      eventTitle: null,
    });

    expect(await activity()).toEqual([
      { action: 'gift.recorded', subject: 'Ada Lovelace', area: 'gifts' },
      { action: 'gift.recorded', subject: 'Grace Hopper', area: 'gifts' },
      { action: 'gift.recorded', subject: 'Ada Lovelace', area: 'gifts' },
    ]);
  });

  it('refuses input a gift cannot have with 400 and a message key, never a 5xx', async () => {
    const cases: [unknown, string, string][] = [
      [{ householdId: party.companion, description: 'x' }, 'error', 'gifts.householdNotFound'],
      [{ householdId: otherHead, description: 'x' }, 'error', 'gifts.householdNotFound'],
      [{ householdId: 'cmissing0000000000000000', description: 'x' }, 'error', 'gifts.householdNotFound'],
      [
        { householdId: party.head, description: 'x', eventId: 'cmissing0000000000000000' },
        'error',
        'gifts.eventNotFound',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await couple.post(gifts(), body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body[field]).toBe(key);
    }
    const invalid: [unknown, string][] = [
      [{ householdId: party.head, description: '   ' }, 'description'],
      [{ householdId: party.head, description: 'x'.repeat(201) }, 'description'],
      [{ householdId: party.head, description: 'x', amount: 10 }, 'currency'],
      [{ householdId: party.head, description: 'x', amount: 10.005, currency: 'EUR' }, 'amount'],
      [{ householdId: party.head, description: 'x', amount: -1, currency: 'EUR' }, 'amount'],
      [{ householdId: party.head, description: 'x', amount: 1e10, currency: 'EUR' }, 'amount'],
      [{ householdId: party.head, description: 'x', amount: 1, currency: 'EURO' }, 'currency'],
      [{ householdId: party.head, description: 'x', receivedOn: '2027-02-30' }, 'receivedOn'],
      [{ householdId: party.head, description: 'x', receivedOn: '12.06.2027' }, 'receivedOn'],
      [{ householdId: party.head, description: 'x', thankYouStatus: 'maybe' }, 'thankYouStatus'],
      [{ householdId: "x'; drop table gifts;--", description: 'x' }, 'householdId'],
    ];
    for (const [body, field] of invalid) {
      const res = await couple.post(gifts(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validationFailed');
      expect(Object.keys(res.body.details ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const currencyMissing = await couple.post(gifts(), {
      householdId: party.head,
      description: 'x',
      amount: 5,
    });
    expect(JSON.stringify(currencyMissing.body.details)).toMatch(/currency/i);
    expect((await couple.get(gifts('?thankYouStatus=maybe'))).status).toBe(400);
    expect((await couple.get(gifts('?stillToThank=perhaps'))).status).toBe(400);
    expect((await list(couple)).counts.total).toBe(3);
  });

  it('lists the newest received first, filters by status, event, household and text; "still to thank"', async () => {
    const all = await list(couple);
    expect(descriptions(all.gifts)).toEqual(['Money for the honeymoon', 'Crystal vase', 'Cookbook']);
    expect(all.counts).toEqual({ total: 3, toWrite: 2, written: 1, sent: 0 });

    expect(descriptions((await list(couple, '?thankYouStatus=written')).gifts)).toEqual([
      'Money for the honeymoon',
    ]);
    expect(descriptions((await list(couple, `?eventId=${dinnerId}`)).gifts)).toEqual(['Crystal vase']);
    expect(descriptions((await list(couple, `?householdId=${party.head}`)).gifts)).toEqual([
      'Crystal vase',
      'Cookbook',
    ]);
    expect(descriptions((await list(couple, '?search=HOPPER')).gifts)).toEqual(['Money for the honeymoon']);
    expect(descriptions((await list(couple, '?search=vase')).gifts)).toEqual(['Crystal vase']);
    const filtered = await list(couple, '?search=nothing-like-this');
    expect(filtered.gifts).toEqual([]);
    // The counts are the wedding's, whatever the filter.
    expect(filtered.counts.total).toBe(3);
    expect(descriptions((await list(couple, '?stillToThank=true')).gifts)).toHaveLength(3);
    // Another wedding's gifts never show.
    expect((await list(couple, `?householdId=${otherHead}`)).gifts).toEqual([]);
  });

  it('moves a thank-you to sent with its date (the feed says thanked), and today when no date is given', async () => {
    const sent = await couple.put(gifts(`/${money.id}`), {
      householdId: party.single,
      description: money.description,
      amount: 150.5,
      currency: 'EUR',
      receivedOn: '2027-06-13',
      thankYouStatus: 'sent',
      thankYouOn: '2027-06-25',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.gift).toMatchObject({ id: money.id, thankYouStatus: 'sent', thankYouOn: '2027-06-25' });
    expect(sent.body.counts).toEqual({ total: 3, toWrite: 2, written: 0, sent: 1 });

    const written = await couple.put(gifts(`/${vase.id}`), {
      householdId: party.head,
      description: 'Crystal vase',
      receivedOn: '2027-06-12',
      eventId: dinnerId,
      thankYouStatus: 'written',
    });
    expect(written.status).toBe(200);
    expect(written.body.gift.thankYouOn).toBe(ctx.deps.now().toISOString().slice(0, 10));

    expect(descriptions((await list(couple, '?stillToThank=true')).gifts)).toEqual([
      'Crystal vase',
      'Cookbook',
    ]);
    expect(descriptions((await list(couple, '?thankYouStatus=sent')).gifts)).toEqual([
      'Money for the honeymoon',
    ]);

    const lines = (await activity()).map((line) => [line.action, line.subject]);
    expect(lines.slice(-2)).toEqual([
      ['gift.thanked', 'Grace Hopper'],
      ['gift.changed', 'Ada Lovelace'],
    ]);
  });

  it('exports the list as CSV and Excel with the same filters', async () => {
    const csv = await couple.get(gifts('.csv?stillToThank=true'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?gifts-/);
    const today = ctx.deps.now().toISOString().slice(0, 10);
    expect(csv.text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'household,description,amount,currency,receivedOn,event,thankYouStatus,thankYouOn',
      `Ada Lovelace,Crystal vase,,,2027-06-12,Abendessen,written,${today}`,
      'Ada Lovelace,Cookbook,0,GBP,,,toWrite,',
      '',
    ]);
    const searched = await couple.get(gifts('.csv?search=honeymoon'));
    expect(searched.text.replace('\uFEFF', '').split('\r\n').filter(Boolean)).toEqual([
      'household,description,amount,currency,receivedOn,event,thankYouStatus,thankYouOn',
      'Grace Hopper,Money for the honeymoon,150.5,EUR,2027-06-13,,sent,2027-06-25',
    ]);

    expect(await xlsxRows(couple, gifts('.xlsx?thankYouStatus=sent'))).toEqual([
      [
        'household',
        'description',
        'amount',
        'currency',
        'receivedOn',
        'event',
        'thankYouStatus',
        'thankYouOn',
      ],
      [
        'Grace Hopper',
        'Money for the honeymoon',
        150.5,
        'EUR',
        '2027-06-13',
        undefined,
        'sent',
        '2027-06-25',
      ],
    ]);
    const everything = await xlsxRows(couple, gifts('.xlsx'));
    expect(everything).toHaveLength(4);
    expect((await couple.get(gifts('.csv?thankYouStatus=nope'))).status).toBe(400);
  });

  it('a side editor records and changes gifts of their side only; a viewer reads but cannot write', async () => {
    const editor = await ctx.loginAs('user');
    await ctx.prisma.weddingMember.create({
      data: { weddingId: wedding.id, userId: editor.user.id, role: 'sideEditor', side: 'partner1' },
    });
    const before = (await activity()).length;

    const refused = await editor.client.post(gifts(), { householdId: party.single, description: 'Toaster' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'guestSideForbidden' });
    const otherSideChange = await editor.client.put(gifts(`/${money.id}`), {
      householdId: party.single,
      description: 'changed',
    });
    expect(otherSideChange.status).toBe(403);
    expect(otherSideChange.body.error).toBe('guestSideForbidden');
    // Nor may a gift of their side be moved to the other side's household.
    const moved = await editor.client.put(gifts(`/${book.id}`), {
      householdId: party.single,
      description: 'Cookbook',
    });
    expect(moved.status).toBe(403);
    expect((await editor.client.delete(gifts(`/${money.id}`))).status).toBe(403);
    expect((await activity()).length).toBe(before);

    const own = await editor.client.post(gifts(), { householdId: party.head, description: 'Toaster' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const deleted = await editor.client.delete(gifts(`/${own.body.gift.id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      id: own.body.gift.id,
      counts: { total: 3, toWrite: 1, written: 1, sent: 1 },
    });
    // A side editor reads every gift.
    expect((await list(editor.client)).gifts).toHaveLength(3);

    const viewer = await ctx.loginAs('user');
    await ctx.prisma.weddingMember.create({
      data: { weddingId: wedding.id, userId: viewer.user.id, role: 'viewer' },
    });
    expect((await list(viewer.client)).gifts).toHaveLength(3);
    const viewerWrite = await viewer.client.post(gifts(), {
      householdId: party.head,
      description: 'Flowers',
    });
    expect(viewerWrite.status).toBe(403);
    expect(viewerWrite.body).toEqual({ error: 'memberRoleForbidden' });
    expect((await viewer.client.delete(gifts(`/${book.id}`))).status).toBe(403);
    expect((await viewer.client.get(gifts('.csv'))).status).toBe(200);
  });

  it("removes a gift (the feed tells it); another wedding's gift id is 404", async () => {
    const res = await couple.delete(gifts(`/${book.id}`));
    expect(res.status).toBe(200);
    expect(res.body.counts.total).toBe(2);
    expect((await couple.delete(gifts(`/${book.id}`))).status).toBe(404);
    const lines = await activity();
    expect(lines.at(-1)).toEqual({ action: 'gift.deleted', subject: 'Ada Lovelace', area: 'gifts' });

    const foreign = await ctx.prisma.gift.create({
      data: { weddingId: otherWedding.id, householdId: otherHead, description: 'Not yours' },
    });
    const put = await couple.put(gifts(`/${foreign.id}`), {
      householdId: party.head,
      description: 'Mine now',
    });
    expect(put.status).toBe(404);
    expect(put.body.error).toBe('gifts.notFound');
    expect((await couple.delete(gifts(`/${foreign.id}`))).status).toBe(404);
    expect((await ctx.prisma.gift.findUnique({ where: { id: foreign.id } }))?.description).toBe('Not yours');
    expect(
      (await couple.put(gifts('/not%20an%20id'), { householdId: party.head, description: 'x' })).status,
    ).toBe(404);
  });

  it('a household removed from the list takes its gifts along', async () => {
    await ctx.prisma.guest.delete({ where: { id: party.single } });
    const after = await list(couple);
    expect(descriptions(after.gifts)).toEqual(['Crystal vase']);
    expect(after.counts).toEqual({ total: 1, toWrite: 0, written: 1, sent: 0 });
  });
});
