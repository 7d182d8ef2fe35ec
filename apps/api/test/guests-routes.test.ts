import { guestSchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_MESSAGES } from '../src/guests/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const CSV_BOM = '\uFEFF';

describe.each(TEST_DATABASES)('guest routes (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let wedding: CreatedWedding;
  let otherWedding: CreatedWedding;
  let base: string;

  withTestContext(db, async (created) => {
    ctx = created;
    const login = await ctx.loginAs('user');
    owner = login.client;
    const stranger = await ctx.createUser();
    wedding = await ctx.createWedding({ memberIds: [login.user.id] });
    otherWedding = await ctx.createWedding({ memberIds: [stranger.id] });
    base = `/api/weddings/${wedding.id}/guests`;
  });

  async function seed(
    weddingId: string,
    guests: Array<Partial<Prisma.GuestCreateManyInput> & { name: string }>,
  ) {
    await ctx.prisma.guest.createMany({ data: guests.map((guest) => ({ ...guest, weddingId })) });
  }

  async function clearGuests() {
    await ctx.prisma.companionGroup.deleteMany({ where: { weddingId: wedding.id } });
    await ctx.prisma.guest.deleteMany({ where: { weddingId: wedding.id } });
  }

  describe('create, update, inline edit, delete (docs/requirements.md B7)', () => {
    beforeAll(clearGuests);

    it('creates a guest with the name built from first and last name, pending and standard', async () => {
      const res = await owner.post(base, { firstName: 'Anna', lastName: 'Müller', phone: '+49 170 1234567' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'Anna Müller',
        firstName: 'Anna',
        lastName: 'Müller',
        phone: '+49 170 1234567',
        approvalStatus: 'pending',
        priority: 'standard',
        weddingId: wedding.id,
        rsvp: null,
        primaryGuestId: null,
        addresses: [],
        socialMediaProfiles: [],
      });
      // The contract: what the API answers is a guest as core (and so the dashboard) reads it.
      expect(guestSchema.safeParse(res.body.data).success).toBe(true);
    });

    it('docs/requirements.md B8 409: the same name (any case) and phone is a duplicate', async () => {
      const res = await owner.post(base, { firstName: 'ANNA', lastName: 'müller', phone: '+49 170 1234567' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(GUEST_MESSAGES.duplicate);
    });

    it('the same name with another phone is a different guest', async () => {
      const res = await owner.post(base, { firstName: 'Anna', lastName: 'Müller', phone: '+49 171 7654321' });
      expect(res.status).toBe(201);
    });

    it('stores the form sections: addresses, social profiles, dietary information', async () => {
      const res = await owner.post(base, {
        firstName: 'Carl',
        lastName: 'Weber',
        category: 'family',
        side: 'partner2',
        addresses: [
          { type: 'home', street: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' },
        ],
        socialMediaProfiles: [{ platform: 'instagram', handle: 'carl' }],
        dietaryInformation: { restrictions: ['vegan'], allergies: [], preferences: [] },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.addresses).toEqual([
        expect.objectContaining({ street: 'Hauptstr. 1', city: 'Berlin', isPrimary: true, country: 'DE' }),
      ]);
      expect(res.body.data.socialMediaProfiles).toEqual([
        expect.objectContaining({ platform: 'instagram', handle: 'carl' }),
      ]);
      expect(res.body.data.dietaryInformation).toMatchObject({ restrictions: ['vegan'] });
    });

    it('updates with the full payload and replaces the addresses', async () => {
      const created = await owner.post(base, { firstName: 'Dora', lastName: 'Klein' });
      const id = created.body.data.id as string;
      const res = await owner.put(`${base}/${id}`, {
        firstName: 'Dora',
        lastName: 'Groß',
        phone: '+49 160 000000',
        category: 'friends',
        side: 'partner1',
        priority: 'must_invite',
        approvalStatus: 'approved',
        addresses: [{ type: 'work', street: 'Weg 2', city: 'Köln', postalCode: '50667', country: 'DE' }],
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        name: 'Dora Groß',
        category: 'friends',
        priority: 'must_invite',
        approvalStatus: 'approved',
      });
      expect(res.body.data.addresses).toHaveLength(1);
    });

    it('inline edit: one changed field leaves every other field as it was', async () => {
      const created = await owner.post(base, {
        firstName: 'Emil',
        lastName: 'Fuchs',
        category: 'colleagues',
      });
      const id = created.body.data.id as string;
      const res = await owner.put(`${base}/${id}`, { priority: 'maybe' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Emil Fuchs', category: 'colleagues', priority: 'maybe' });
      const cleared = await owner.put(`${base}/${id}`, { notes: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.notes).toBeNull();
    });

    it('docs/requirements.md B5: an inline edit cannot blank the name (first and last name emptied -> 400)', async () => {
      const created = await owner.post(base, { firstName: 'Gina', lastName: 'Berg' });
      const res = await owner.put(`${base}/${created.body.data.id}`, { firstName: '', lastName: '' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ path: 'name', message: 'guest.nameRequired' }),
      ]);
      expect((await owner.put(`${base}/${created.body.data.id}`, { name: '  ' })).status).toBe(400);
      expect((await owner.put(`${base}/${created.body.data.id}`, {})).status).toBe(400);
    });

    it('updating into an existing guest is a duplicate (409)', async () => {
      const created = await owner.post(base, { firstName: 'Anna', lastName: 'Other' });
      const res = await owner.put(`${base}/${created.body.data.id}`, {
        firstName: 'Anna',
        lastName: 'Müller',
        phone: '+49 170 1234567',
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(GUEST_MESSAGES.duplicate);
    });

    it('two concurrent saves of the same new guest: one 201, one 409', async () => {
      const body = { firstName: 'Race', lastName: 'Twin', phone: '+49 175 5555555' };
      const statuses = (await Promise.all([owner.post(base, body), owner.post(base, body)])).map(
        (res) => res.status,
      );
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it('deletes a guest; a second delete answers 404 Guest or wedding not found', async () => {
      const created = await owner.post(base, { firstName: 'Fritz', lastName: 'Lang' });
      const id = created.body.data.id as string;
      expect((await owner.delete(`${base}/${id}`)).status).toBe(200);
      const again = await owner.delete(`${base}/${id}`);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(GUEST_MESSAGES.notFound);
    });

    it('a guest of another wedding answers 404 on update and delete (no cross-wedding writes)', async () => {
      await seed(otherWedding.id, [{ name: 'Foreign Guest' }]);
      const foreign = await ctx.prisma.guest.findFirstOrThrow({ where: { weddingId: otherWedding.id } });
      expect((await owner.put(`${base}/${foreign.id}`, { notes: 'x' })).status).toBe(404);
      expect((await owner.delete(`${base}/${foreign.id}`)).status).toBe(404);
      expect(await ctx.prisma.guest.findUnique({ where: { id: foreign.id } })).not.toBeNull();
    });
  });

  describe('bad input answers 4xx, never 5xx', () => {
    it.each([
      ['a wrong category', { firstName: 'A', lastName: 'B', category: 'enemies' }],
      ['a wrong priority', { firstName: 'A', lastName: 'B', priority: 'urgent' }],
      ['a negative guest count', { firstName: 'A', lastName: 'B', estimatedGuests: -1 }],
      ['a text guest count', { firstName: 'A', lastName: 'B', estimatedGuests: 'two' }],
      ['no names at all', {}],
      ['whitespace-only names', { firstName: '   ', lastName: '  ' }],
      ['a huge first name', { firstName: 'x'.repeat(100_000), lastName: 'B' }],
      [
        'an address without a street',
        { firstName: 'A', lastName: 'B', addresses: [{ city: 'X', postalCode: '1' }] },
      ],
      ['a non-object body', ['not', 'an', 'object']],
    ])('create with %s -> 4xx', async (_label, body) => {
      const res = await owner.post(base, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it('malformed JSON -> 400', async () => {
      const res = await owner.post(base, '{"firstName":', { 'Content-Type': 'application/json' });
      expect(res.status).toBe(400);
    });

    it.each(['not-a-valid-id!', 'x'.repeat(65), '%00', "1'OR'1'='1"])(
      'update of bad id %j -> 404',
      async (id) => {
        const res = await owner.put(`${base}/${encodeURIComponent(id)}`, { notes: 'x' });
        expect(res.status).toBe(404);
      },
    );

    it('an unknown but well-formed id -> 404 Guest or wedding not found', async () => {
      const res = await owner.put(`${base}/doesnotexist123`, { notes: 'x' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(GUEST_MESSAGES.notFound);
    });

    it.each([
      ['category=enemies'],
      ['rsvpStatus=yes'],
      ['page=abc'],
      ['limit=1.5'],
      [`search=${'x'.repeat(201)}`],
      ['category=family&category=friends'],
    ])('list with %s -> 400', async (query) => {
      const res = await owner.get(`${base}?${query}`);
      expect(res.status).toBe(400);
    });
  });

  describe('docs/requirements.md B6: members only', () => {
    it('anonymous -> 401, non-member -> 404 like a missing wedding', async () => {
      expect((await ctx.client().get(base)).status).toBe(401);
      const outsider = await ctx.loginAs('user');
      expect((await outsider.client.get(base)).status).toBe(404);
      expect((await outsider.client.post(base, { firstName: 'A', lastName: 'B' })).status).toBe(404);
      expect((await owner.get(`/api/weddings/${otherWedding.id}/guests`)).status).toBe(404);
    });
  });

  describe('list filters and paging (docs/requirements.md B7)', () => {
    beforeAll(async () => {
      await clearGuests();
      await seed(wedding.id, [
        {
          name: 'Alice Adler',
          category: 'family',
          side: 'partner1',
          priority: 'must_invite',
          approvalStatus: 'approved',
          phone: '+49 111',
          rsvpReceived: true,
          attendanceStatus: 'attending',
        },
        {
          name: 'Bob Bauer',
          category: 'friends',
          side: 'partner2',
          priority: 'standard',
          approvalStatus: 'pending',
          notes: 'Brings the CAKE',
        },
        {
          name: 'Clara Conrad',
          category: 'family',
          side: 'partner2',
          priority: 'maybe',
          approvalStatus: 'not_approved',
          rsvpReceived: true,
          attendanceStatus: 'not_attending',
        },
        {
          name: 'Dieter Dorn',
          category: 'colleagues',
          side: 'both',
          priority: 'standard',
          approvalStatus: 'maybe',
          phone: '+49 222 cake',
        },
        {
          name: 'Eva Engel',
          category: 'other',
          side: 'partner1',
          priority: 'must_invite',
          approvalStatus: 'approved',
          rsvpReceived: true,
          attendanceStatus: 'maybe',
        },
        {
          name: 'Frank Fischer',
          category: 'family',
          side: 'partner1',
          priority: 'standard',
          approvalStatus: 'pending',
          groupRole: 'companion',
        },
        { name: '100% Percent', category: 'other', side: 'both', notes: 'under_score' },
      ]);
      for (let index = 0; index < 25; index += 1) {
        await seed(wedding.id, [
          { name: `Zz Filler ${String(index).padStart(2, '0')}`, category: 'other', side: 'both' },
        ]);
      }
    });

    const names = (res: { body: { data: Array<{ name: string }> } }) =>
      res.body.data.map((guest) => guest.name);

    it('answers {data, total, page, limit, totalPages} with the defaults 1 and 50', async () => {
      const res = await owner.get(base);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 32, page: 1, limit: 50, totalPages: 1 });
      expect(res.body.data).toHaveLength(32);
    });

    it.each([
      ['category=family', ['Alice Adler', 'Clara Conrad', 'Frank Fischer']],
      ['category=begleitung', ['Frank Fischer']],
      ['side=partner2', ['Bob Bauer', 'Clara Conrad']],
      ['priority=must_invite', ['Alice Adler', 'Eva Engel']],
      ['approvalStatus=not_approved', ['Clara Conrad']],
      ['rsvpStatus=received', ['Alice Adler', 'Clara Conrad', 'Eva Engel']],
      ['rsvpStatus=attending', ['Alice Adler']],
      ['rsvpStatus=not_attending', ['Clara Conrad']],
      ['rsvpStatus=maybe', ['Eva Engel']],
      ['category=family&side=partner1', ['Alice Adler', 'Frank Fischer']],
      [
        'category=family&side=partner1&priority=must_invite&approvalStatus=approved&rsvpStatus=attending',
        ['Alice Adler'],
      ],
      ['category=family&side=both', []],
      ['category=&side=partner2', ['Bob Bauer', 'Clara Conrad']],
    ])('filter %s', async (query, expected) => {
      const res = await owner.get(`${base}?${query}`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected);
      expect(res.body.total).toBe(expected.length);
    });

    it('rsvpStatus=pending selects guests without an answer', async () => {
      const res = await owner.get(`${base}?rsvpStatus=pending&limit=5000`);
      expect(res.body.total).toBe(29);
      expect(names(res)).not.toContain('Alice Adler');
    });

    it.each([
      ['cake', ['Bob Bauer', 'Dieter Dorn']],
      ['ALICE', ['Alice Adler']],
      ['+49 1', ['Alice Adler']],
      ['  bauer  ', ['Bob Bauer']],
      ['100%', ['100% Percent']],
      ['%', ['100% Percent']],
      ['_', ['100% Percent']],
      ['nobody-has-this', []],
    ])('search %j matches name, phone and notes case-insensitively', async (search, expected) => {
      const res = await owner.get(`${base}?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected);
    });

    it('search combines with filters', async () => {
      const res = await owner.get(`${base}?search=cake&category=colleagues`);
      expect(names(res)).toEqual(['Dieter Dorn']);
    });

    it('pages in a stable order without gaps or repeats', async () => {
      const first = await owner.get(`${base}?limit=10&page=1`);
      const second = await owner.get(`${base}?limit=10&page=2`);
      const fourth = await owner.get(`${base}?limit=10&page=4`);
      expect(first.body).toMatchObject({ total: 32, page: 1, limit: 10, totalPages: 4 });
      const all = await owner.get(`${base}?limit=5000`);
      expect([...names(first), ...names(second)]).toEqual(names(all).slice(0, 20));
      expect(names(fourth)).toEqual(names(all).slice(30));
      const beyond = await owner.get(`${base}?limit=10&page=9`);
      expect(beyond.body).toMatchObject({ data: [], total: 32, page: 9 });
    });

    it.each([
      ['page=0', { page: 1, limit: 50 }],
      ['page=-3', { page: 1, limit: 50 }],
      ['limit=5', { page: 1, limit: 10 }],
      ['limit=9', { page: 1, limit: 10 }],
      ['limit=10', { page: 1, limit: 10 }],
      ['limit=11', { page: 1, limit: 11 }],
      ['limit=5000', { page: 1, limit: 5000 }],
      ['limit=5001', { page: 1, limit: 5000 }],
      ['limit=0', { page: 1, limit: 10 }],
    ])('clamps (docs/requirements.md B5): %s', async (query, expected) => {
      const res = await owner.get(`${base}?${query}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(expected);
    });
  });

  describe('CSV export honours the list filters (docs/requirements.md B7)', () => {
    it.each([
      [''],
      ['category=family'],
      ['side=partner1&priority=standard'],
      ['rsvpStatus=received'],
      ['search=cake'],
      ['category=begleitung'],
      ['category=colleagues&side=partner2'],
    ])('export with %j holds exactly the rows of the list', async (query) => {
      const list = await owner.get(`${base}?${query}&limit=5000`);
      const res = await owner.get(`${base}/export?format=csv&${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="guests-.+\.csv"$/);
      const text = res.text;
      expect(text.startsWith(CSV_BOM)).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]?.split(',')[0]).toBe('name');
      const exported = lines.slice(1, -1).map((line) => line.split(',')[0]);
      expect(exported).toEqual(list.body.data.map((guest: { name: string }) => guest.name));
    });

    it('escapes quotes and commas and neutralises formulas', async () => {
      await seed(wedding.id, [
        {
          name: '=HYPERLINK("http://evil.example")',
          notes: 'a, "quoted" note',
          phone: '+49 333',
          category: 'friends',
          side: 'both',
          priority: 'maybe',
        },
      ]);
      const res = await owner.get(`${base}/export?format=csv&search=HYPERLINK`);
      const [, row] = res.text.slice(1).split('\r\n');
      expect(row?.startsWith(`"'=HYPERLINK(""http://evil.example"")",`)).toBe(true);
      expect(row).toContain(",'+49 333,");
      expect(row).toContain('"a, ""quoted"" note"');
    });

    it('the list answers the same CSV with format=csv', async () => {
      const viaList = await owner.get(`${base}?format=csv&category=family`);
      const viaExport = await owner.get(`${base}/export?category=family`);
      expect(viaList.status).toBe(200);
      expect(viaList.headers['content-type']).toMatch(/^text\/csv/);
      expect(viaList.text).toBe(viaExport.text);
    });

    it('format other than csv -> 400; default format is csv', async () => {
      expect((await owner.get(`${base}/export?format=xml`)).status).toBe(400);
      const res = await owner.get(`${base}/export`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
    });

    it('export of another wedding -> 404, anonymous -> 401', async () => {
      expect((await owner.get(`/api/weddings/${otherWedding.id}/guests/export`)).status).toBe(404);
      expect((await ctx.client().get(`${base}/export`)).status).toBe(401);
    });
  });

  describe('grouping (docs/requirements.md B7)', () => {
    let ids: Record<string, string>;

    beforeAll(async () => {
      await clearGuests();
      await seed(wedding.id, [
        { name: 'Primary P' },
        { name: 'Companion A' },
        { name: 'Companion B' },
        { name: 'Other O' },
      ]);
      const guests = await ctx.prisma.guest.findMany({ where: { weddingId: wedding.id } });
      ids = Object.fromEntries(guests.map((guest) => [guest.name, guest.id]));
    });

    async function roles() {
      const guests = await ctx.prisma.guest.findMany({
        where: { weddingId: wedding.id },
        orderBy: { name: 'asc' },
      });
      return Object.fromEntries(guests.map((guest) => [guest.name, guest.groupRole]));
    }

    it('groups companions under a primary guest', async () => {
      const res = await owner.post(`${base}/group`, {
        primaryGuestId: ids['Primary P'],
        companionGuestIds: [ids['Companion A'], ids['Companion B']],
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(GUEST_MESSAGES.grouped);
      expect(await roles()).toEqual({
        'Companion A': 'companion',
        'Companion B': 'companion',
        'Other O': null,
        'Primary P': 'primary',
      });
      const companions = await owner.get(`${base}?category=begleitung`);
      expect(companions.body.data.map((guest: { name: string }) => guest.name)).toEqual([
        'Companion A',
        'Companion B',
      ]);
      expect(companions.body.data.map((guest: { primaryGuestId: string }) => guest.primaryGuestId)).toEqual([
        ids['Primary P'],
        ids['Primary P'],
      ]);
      for (const guest of companions.body.data) expect(guestSchema.safeParse(guest).success).toBe(true);
    });

    it('rejects the primary among its companions (400) and a companion that is a primary (422)', async () => {
      const self = await owner.post(`${base}/group`, {
        primaryGuestId: ids['Other O'],
        companionGuestIds: [ids['Other O']],
      });
      expect(self.status).toBe(400);
      const primaryAsCompanion = await owner.post(`${base}/group`, {
        primaryGuestId: ids['Other O'],
        companionGuestIds: [ids['Primary P']],
      });
      expect(primaryAsCompanion.status).toBe(422);
    });

    it('a guest of another wedding or an unknown id -> 404; bad bodies -> 400', async () => {
      await seed(otherWedding.id, [{ name: 'Foreign Companion' }]);
      const foreign = await ctx.prisma.guest.findFirstOrThrow({ where: { name: 'Foreign Companion' } });
      const res = await owner.post(`${base}/group`, {
        primaryGuestId: ids['Other O'],
        companionGuestIds: [foreign.id],
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(GUEST_MESSAGES.notFound);
      expect(
        (await owner.post(`${base}/group`, { primaryGuestId: ids['Other O'], companionGuestIds: [] })).status,
      ).toBe(400);
      expect((await owner.post(`${base}/group`, { primaryGuestId: 5 })).status).toBe(400);
      expect((await owner.delete(`${base}/group`, {})).status).toBe(400);
      expect((await owner.delete(`${base}/group`, { guestId: foreign.id })).status).toBe(404);
    });

    it('ungrouping one companion keeps the group; the last one dissolves it', async () => {
      const first = await owner.delete(`${base}/group`, { guestId: ids['Companion A'] });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(GUEST_MESSAGES.ungrouped);
      expect(await roles()).toMatchObject({
        'Companion A': null,
        'Companion B': 'companion',
        'Primary P': 'primary',
      });
      await owner.delete(`${base}/group`, { guestId: ids['Companion B'] });
      expect(await roles()).toMatchObject({ 'Companion B': null, 'Primary P': null });
      expect(await ctx.prisma.companionGroup.count({ where: { weddingId: wedding.id } })).toBe(0);
      const again = await owner.delete(`${base}/group`, { guestId: ids['Companion B'] });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(GUEST_MESSAGES.notGrouped);
    });

    it('deleting the primary guest dissolves the group', async () => {
      await owner.post(`${base}/group`, {
        primaryGuestId: ids['Primary P'],
        companionGuestIds: [ids['Companion A']],
      });
      expect((await owner.delete(`${base}/${ids['Primary P']}`)).status).toBe(200);
      expect(await roles()).toMatchObject({ 'Companion A': null });
      expect(await ctx.prisma.companionGroup.count({ where: { weddingId: wedding.id } })).toBe(0);
    });
  });
});
