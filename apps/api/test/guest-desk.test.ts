import {
  calendarDayInZone,
  expandGuestRows,
  GUEST_IMPORT_MAX_ROWS,
  guestRowsResponseSchema,
  MESSAGE_CATALOGS,
} from '@wedding/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** An attending RSVP of Clara with one named companion (the public form's shape: respondent first). */
const claraRsvp = {
  name: 'Clara Gast',
  phone: '+49 170 5550001',
  attendanceStatus: 'attending',
  numberOfGuests: 2,
  guests: [
    { name: 'Clara Gast', dietaryRestrictions: 'vegan' },
    { name: 'Dieter', dietaryRestrictions: 'vegetarian', allergies: 'Nüsse' },
  ],
  needsTransport: false,
  needsAccommodation: false,
  message: '',
};

function importForm(client: TestClient, url: string, document: unknown) {
  return client.raw
    .post(url)
    .set({ 'X-CSRF-Token': client.csrfToken ?? '' })
    .attach('import', Buffer.from(JSON.stringify(document)), {
      filename: 'import.json',
      contentType: 'application/json',
    });
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

const binary = (
  res: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk as Buffer));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(TEST_DATABASES)('guest management API (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let wedding: CreatedWedding;
  let base: string;
  let ownerId: string;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    owner = login.client;
    ownerId = login.user.id;
    await ctx.prisma.user.update({ where: { id: login.user.id }, data: { name: 'Mia Brandt' } });
    wedding = await ctx.createWedding({ memberIds: [login.user.id] });
    base = `/api/weddings/${wedding.id}/guests`;
    await owner.ensureCsrf();
  });

  async function add(body: Record<string, unknown>, guestsUrl = base): Promise<string> {
    const res = await owner.post(guestsUrl, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  }

  describe('the list projection, parties together', () => {
    let zora: string;
    let anna: string;
    beforeAll(async () => {
      zora = await add({
        name: 'Zora Adler',
        phone: '+49 170 1000001',
        category: 'family',
        estimatedGuests: 2,
      });
      anna = await add({ name: 'Anna Berg', category: 'friends', notes: 'bringt Kuchen' });
      await add({ name: 'Moritz Klein', category: 'family' });
      expect(
        (await owner.post(`${base}/group`, { primaryGuestId: zora, companionGuestIds: [anna] })).status,
      ).toBe(200);
    });

    it('answers one header and a row of values per guest, a party listed together under its head', async () => {
      const res = await owner.get(`${base}/rows?limit=5000`);
      expect(res.status).toBe(200);
      const page = expandGuestRows(guestRowsResponseSchema.parse(res.body));
      expect(page.total).toBe(3);
      // Anna sorts first by her own name, but she is Zora's companion: she follows Zora.
      expect(page.data.map((guest) => guest.name)).toEqual(['Moritz Klein', 'Zora Adler', 'Anna Berg']);
      expect(page.data[1]).toMatchObject({
        groupRole: 'primary',
        estimatedGuests: 2,
        attendanceStatus: null,
      });
      expect(page.data[2]).toMatchObject({
        groupRole: 'companion',
        primaryGuestId: zora,
        notes: 'bringt Kuchen',
      });
      expect(page.data[2]?.householdId).toBe(page.data[1]?.householdId);
    });

    it('filters, searches and pages like the full list (renaming the head moves its party)', async () => {
      const filtered = await owner.get(`${base}/rows?category=family&search=${encodeURIComponent('ADLER')}`);
      expect(expandGuestRows(filtered.body).data.map((guest) => guest.name)).toEqual(['Zora Adler']);
      const byNotes = await owner.get(`${base}/rows?search=kuchen`);
      expect(expandGuestRows(byNotes.body).data.map((guest) => guest.name)).toEqual(['Anna Berg']);
      expect((await owner.put(`${base}/${zora}`, { name: 'Ada Zora' })).status).toBe(200);
      const paged = await owner.get(`${base}/rows?limit=10&page=1`);
      expect(expandGuestRows(paged.body).data.map((guest) => guest.name)).toEqual([
        'Ada Zora',
        'Anna Berg',
        'Moritz Klein',
      ]);
      const past = await owner.get(`${base}/rows?limit=10&page=9`);
      expect(past.body).toMatchObject({ rows: [], total: 3, page: 9, totalPages: 1 });
      expect((await owner.get(`${base}/rows?limit=abc`)).status).toBe(400);
    });

    it('keyset paging: following nextCursor gives the pages the page numbers give; a stale cursor falls back to the number', async () => {
      const other = await ctx.createWedding({ memberIds: [ownerId] });
      const rows = `/api/weddings/${other.id}/guests`;
      // Equal names (the id decides) across pages 2 and 3, guests without a group role, and the party of Gast 17
      // (head tenth, its three companions 11th to 13th) across pages 1 and 2.
      const ids: string[] = [];
      for (let index = 0; index < 23; index += 1) {
        const name = index % 4 === 0 ? 'Max Muster' : `Gast ${String(index).padStart(2, '0')}`;
        ids.push(await add({ name, phone: `+49 170 20000${String(index).padStart(2, '0')}` }, rows));
      }
      const party = await owner.post(`${rows}/group`, {
        primaryGuestId: ids[17],
        companionGuestIds: [ids[1], ids[2], ids[3]],
      });
      expect(party.status).toBe(200);
      const byNumber: string[][] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = await owner.get(`${rows}/rows?limit=10&page=${page}`);
        byNumber.push(expandGuestRows(guestRowsResponseSchema.parse(res.body)).data.map((guest) => guest.id));
      }
      expect(byNumber.flat().sort()).toEqual([...ids].sort());
      const byCursor: string[][] = [];
      let after = '';
      for (let page = 1; page <= 3; page += 1) {
        const res = await owner.get(`${rows}/rows?limit=10&page=${page}${after && `&after=${after}`}`);
        const body = guestRowsResponseSchema.parse(res.body);
        byCursor.push(expandGuestRows(body).data.map((guest) => guest.id));
        expect(body.nextCursor === null).toBe(page === 3);
        after = encodeURIComponent(body.nextCursor ?? '');
      }
      expect(byCursor).toEqual(byNumber);
      // Filters hold on a page after a cursor too.
      const first = guestRowsResponseSchema.parse(
        (await owner.get(`${rows}/rows?limit=10&search=Gast`)).body,
      );
      const second = guestRowsResponseSchema.parse(
        (await owner.get(`${rows}/rows?limit=10&page=2&search=Gast&after=${first.nextCursor}`)).body,
      );
      expect(expandGuestRows(second).data.every((guest) => guest.name.startsWith('Gast'))).toBe(true);
      expect(second.total).toBe(first.total);
      // A cursor naming no guest of this wedding (deleted, or another wedding's) leaves the page number to decide.
      for (const stale of [anna, 'no-such-guest']) {
        const res = await owner.get(`${rows}/rows?limit=10&page=2&after=${stale}`);
        expect(
          expandGuestRows(guestRowsResponseSchema.parse(res.body)).data.map((guest) => guest.id),
        ).toEqual(byNumber[1]);
      }
      const tooLong = await owner.get(`${rows}/rows?limit=10&page=2&after=${'x'.repeat(101)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toBe('invalidQuery');
    });

    it('a guest in full, and its history: who changed what, when', async () => {
      const full = await owner.get(`${base}/${zora}`);
      expect(full.body.data).toMatchObject({ name: 'Ada Zora', addresses: [], socialMediaProfiles: [] });
      expect(full.body.data).not.toHaveProperty('partyName');
      const history = await owner.get(`${base}/${zora}/history`);
      expect(history.status).toBe(200);
      expect(history.body.changes[0]).toMatchObject({
        actorName: 'Mia Brandt',
        source: 'dashboard',
        changes: [{ field: 'name', from: 'Zora Adler', to: 'Ada Zora' }],
      });
      expect(history.body.changes.at(-1).changes).toContainEqual({
        field: 'name',
        from: null,
        to: 'Zora Adler',
      });
      expect((await owner.get(`${base}/cmissing0000000000000000/history`)).status).toBe(404);
    });

    it('parties in the history: grouping, ungrouping and a deleted companion dissolving the party', async () => {
      const roleChanges = async (id: string) =>
        ((await owner.get(`${base}/${id}/history`)).body.changes as { changes: { field: string }[] }[])
          .flatMap((entry) => entry.changes)
          .filter((change) => change.field === 'groupRole');
      expect(await roleChanges(anna)).toEqual([{ field: 'groupRole', from: null, to: 'companion' }]);
      const head = await add({ name: 'Hanna Hof' });
      const first = await add({ name: 'Fritz Hof' });
      const second = await add({ name: 'Greta Hof' });
      await owner.post(`${base}/group`, { primaryGuestId: head, companionGuestIds: [first, second] });
      expect(await roleChanges(head)).toEqual([{ field: 'groupRole', from: null, to: 'primary' }]);
      expect((await owner.delete(`${base}/group`, { guestId: first })).status).toBe(200);
      expect(await roleChanges(first)).toEqual([
        { field: 'groupRole', from: 'companion', to: null },
        { field: 'groupRole', from: null, to: 'companion' },
      ]);
      // Deleting the last companion dissolves the party: its head's history says so, though the head was not named.
      expect((await owner.delete(`${base}/${second}`)).status).toBe(200);
      expect((await roleChanges(head))[0]).toEqual({ field: 'groupRole', from: 'primary', to: null });
      expect(await owner.get(`${base}/${second}/history`)).toMatchObject({ status: 404 });
      const entry = (await owner.get(`${base}/${head}/history`)).body.changes[0];
      expect(entry).toMatchObject({ actorName: 'Mia Brandt', source: 'dashboard' });
      // The tests after this one count the wedding's guests.
      for (const id of [head, first]) expect((await owner.delete(`${base}/${id}`)).status).toBe(200);
    });
  });

  describe('exports honour every filter and the search', () => {
    it('the .xlsx holds only the filtered guests; caterer and stationer exports', async () => {
      const res = await owner.raw
        .get(`${base}/export?kind=guests&format=xlsx&category=family&search=zora`)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const rows = await readXlsx(res.body as Buffer);
      expect(rows[0]?.slice(0, 3)).toEqual(['name', 'firstName', 'lastName']);
      expect(rows.slice(1).map((row) => row[0])).toEqual(['Ada Zora']);

      const stationer = await owner.get(`${base}/export?kind=stationer&format=csv`);
      const lines = (stationer.text as string).replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe('envelopeName,people,street,street2,postalCode,city,state,country');
      // One row per household: the party's names, the head's unnamed plus-one as +1.
      expect(lines).toContain('Ada Zora & Anna Berg +1,3,,,,,,');
      expect(lines).toHaveLength(3);

      const guest = await ctx.guestOf(wedding);
      await ctx.prisma.guest.updateMany({
        where: { weddingId: wedding.id, name: 'Moritz Klein' },
        data: { phone: claraRsvp.phone },
      });
      expect((await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, claraRsvp)).status).toBe(201);
      const caterer = await owner.get(`${base}/export?kind=caterer&format=csv`);
      const text = (caterer.text as string).replace('\uFEFF', '');
      expect(text).toContain('Moritz Klein,Moritz Klein,vegan,,');
      expect(text).toContain('Dieter,Moritz Klein,vegetarian,Nüsse,');
      expect(text).toContain('people,2');
      expect(text).toContain('restriction: vegan,1');
      expect((await owner.get(`${base}/export?format=pdf`)).status).toBe(400);
    });

    it('the public RSVP that matched Moritz wrote his history as the respondent', async () => {
      const moritz = await ctx.prisma.guest.findFirstOrThrow({
        where: { weddingId: wedding.id, name: 'Moritz Klein' },
      });
      const history = await owner.get(`${base}/${moritz.id}/history`);
      expect(history.body.changes[0]).toMatchObject({ actorName: 'Clara Gast', source: 'rsvp' });
      expect(history.body.changes[0].changes).toContainEqual({
        field: 'attendanceStatus',
        from: null,
        to: 'attending',
      });
    });
  });

  describe('import', () => {
    const file = {
      rows: [
        { firstName: 'Paula', lastName: 'Neu', phone: '+49 160 1111111', category: 'friends' },
        { name: 'Ada Zora', phone: '+49 170 1000001', notes: 'aus der Datei' },
        { firstName: 'Ohne', estimatedGuests: 'drei' },
        { firstName: 'Paula', lastName: 'Neu', phone: '+49 160 1111111' },
      ],
      duplicates: 'skip',
    };

    it('a dry run previews each row: new, duplicate of the list, refused with reasons, repeated in the file', async () => {
      const res = await importForm(owner, `${base}/import`, { ...file, dryRun: true }).set(
        'Accept-Language',
        'en',
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: true, created: 1, skipped: 2, rejected: 1, merged: 0 });
      expect(res.body.rows[1]).toMatchObject({ outcome: 'skip', duplicateOf: { name: 'Ada Zora' } });
      expect(res.body.rows[2]).toMatchObject({ row: 3, outcome: 'reject' });
      expect(res.body.rows[2].reasons).toContainEqual({
        field: 'estimatedGuests',
        message: MESSAGE_CATALOGS.en['guest.estimatedGuestsPositive'],
      });
      expect(res.body.rows[3].reasons[0].message).toBe(MESSAGE_CATALOGS.en['guestImport.duplicateInFile']);
      expect(await ctx.prisma.guest.count({ where: { weddingId: wedding.id } })).toBe(3);
    });

    it('imports the good rows; the same file again adds nothing; merge fills in what the file names', async () => {
      const first = await importForm(owner, `${base}/import`, file);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ created: 1, skipped: 2, rejected: 1 });
      const again = await importForm(owner, `${base}/import`, file);
      expect(again.body).toMatchObject({ created: 0, skipped: 3, rejected: 1 });
      expect(await ctx.prisma.guest.count({ where: { weddingId: wedding.id } })).toBe(4);
      const merged = await importForm(owner, `${base}/import`, { ...file, duplicates: 'merge' });
      expect(merged.body).toMatchObject({ created: 0, merged: 2, skipped: 1 });
      const ada = await ctx.prisma.guest.findFirstOrThrow({
        where: { weddingId: wedding.id, name: 'Ada Zora' },
      });
      expect(ada).toMatchObject({ notes: 'aus der Datei', category: 'family', estimatedGuests: 2 });
      const history = await owner.get(`${base}/${ada.id}/history`);
      expect(history.body.changes[0]).toMatchObject({ source: 'import', actorName: 'Mia Brandt' });
    });

    it(`${GUEST_IMPORT_MAX_ROWS} rows in one go; one more is refused; an .xlsx is read back as text cells`, async () => {
      const rows = Array.from({ length: GUEST_IMPORT_MAX_ROWS }, (_, index) => ({
        name: `Bulk Gast ${index}`,
        phone: `+49 151 ${String(2_000_000 + index)}`,
      }));
      const bulk = await importForm(owner, `${base}/import`, { rows });
      expect(bulk.status).toBe(201);
      expect(bulk.body.created).toBe(GUEST_IMPORT_MAX_ROWS);
      const tooMany = await importForm(owner, `${base}/import`, { rows: [...rows, { name: 'x' }] });
      expect(tooMany.status).toBe(413);
      expect(tooMany.body.error).toBe('importTooLarge');
      await ctx.prisma.guest.deleteMany({
        where: { weddingId: wedding.id, name: { startsWith: 'Bulk Gast' } },
      });

      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Gäste');
      sheet.addRow(['Vorname', 'Nachname', 'Telefon']);
      sheet.addRow(['Jörg', 'Ärmel', '+49 170 3333333']);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const read = await owner.raw
        .post(`${base}/import/sheet`)
        .set({ 'X-CSRF-Token': owner.csrfToken ?? '' })
        .attach('file', xlsx, 'gaeste.xlsx');
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        columns: ['Vorname', 'Nachname', 'Telefon'],
        rows: [['Jörg', 'Ärmel', '+49 170 3333333']],
      });
      const broken = await owner.raw
        .post(`${base}/import/sheet`)
        .set({ 'X-CSRF-Token': owner.csrfToken ?? '' })
        .attach('file', Buffer.from('not a workbook'), 'x.xlsx');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toBe('unreadableSheet');
      // 5,000 inserts on the embedded database take 10 s on an idle machine and three times that on a busy one.
    }, 120_000);
  });

  describe('the RSVP desk and the deadline', () => {
    it('counts households and unnamed plus-ones; links an unmatched RSVP to its entry', async () => {
      const guest = await ctx.guestOf(wedding);
      const stranger = {
        ...claraRsvp,
        name: 'Unbekannte Person',
        phone: '+49 170 9999999',
        guests: [],
        attendanceStatus: 'maybe',
      };
      expect((await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, stranger)).status).toBe(201);
      const desk = await owner.get(`/api/weddings/${wedding.id}/rsvp-desk`);
      expect(desk.status).toBe(200);
      // Ada (2 expected), Anna, Moritz, Paula: 4 entries in 3 households, 5 people with Ada's unnamed plus-one.
      expect(desk.body.counts).toMatchObject({
        entries: 4,
        households: 3,
        expectedPeople: 5,
        unnamedPlusOnes: 1,
        attending: 1,
      });
      expect(desk.body.unmatched).toBe(1);
      const unmatched = desk.body.rsvps.find((rsvp: { guestId: string | null }) => rsvp.guestId === null);
      const paula = await ctx.prisma.guest.findFirstOrThrow({
        where: { weddingId: wedding.id, name: 'Paula Neu' },
      });
      const linked = await owner.put(`/api/weddings/${wedding.id}/rsvps/${unmatched.id}/guest`, {
        guestId: paula.id,
      });
      expect(linked.status).toBe(200);
      expect(linked.body.rsvp).toMatchObject({ guestId: paula.id, guestName: 'Paula Neu' });
      expect(await ctx.prisma.guest.findUniqueOrThrow({ where: { id: paula.id } })).toMatchObject({
        attendanceStatus: 'maybe',
        rsvpReceived: true,
      });
      const history = await owner.get(`${base}/${paula.id}/history`);
      expect(history.body.changes[0]).toMatchObject({ source: 'link' });
      expect(
        (
          await owner.put(`/api/weddings/${wedding.id}/rsvps/cmissing0000000000000000/guest`, {
            guestId: null,
          })
        ).status,
      ).toBe(404);
    });

    it('after the deadline the public RSVP is refused in the guest language; without one it is open again', async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      const set = await owner.put(`/api/weddings/${wedding.id}/rsvp-deadline`, { rsvpDeadline: yesterday });
      expect(set.body).toEqual({
        rsvpDeadline: yesterday,
        rsvpDeadlineDay: calendarDayInZone(new Date(yesterday), 'Europe/Berlin'),
        rsvpClosed: true,
      });
      expect(
        (await owner.put(`/api/weddings/${wedding.id}/rsvp-deadline`, { rsvpDeadline: 'morgen' })).status,
      ).toBe(400);
      const guest = await ctx.guestOf(wedding);
      const refused = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp?locale=en`, claraRsvp);
      expect(refused.status).toBe(410);
      expect(refused.body).toEqual({
        error: 'rsvpClosed',
        details: { rsvpDeadline: yesterday, message: MESSAGE_CATALOGS.en['rsvp.closed'] },
      });
      const view = await guest.get(`/api/public/weddings/${wedding.slug}?locale=de`);
      expect(view.body.wedding.rsvpDeadline).toBe(yesterday);
      expect((await owner.get(`/api/weddings/${wedding.id}/rsvp-desk`)).body).toMatchObject({
        rsvpClosed: true,
      });
      await owner.put(`/api/weddings/${wedding.id}/rsvp-deadline`, { rsvpDeadline: null });
      expect(
        (
          await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
            ...claraRsvp,
            name: 'Spät Dran',
            guests: [{ name: 'Spät Dran' }],
            numberOfGuests: 1,
          })
        ).status,
      ).toBe(201);
    });
  });
});
