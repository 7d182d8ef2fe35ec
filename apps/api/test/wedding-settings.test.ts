import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext, uniqueName } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const location = {
  type: 'ceremony',
  name: 'St. Mary',
  address: 'Church Street 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Germany',
  googleMapsUrl: 'https://maps.google.com/?q=st+mary',
  description: 'The ceremony',
  parkingInfo: '',
};

describe.each(TEST_DATABASES)('access code, slug, locations and members (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  describe('access code (docs/requirements.md A7)', () => {
    it('PUT sets a chosen code (upper-cased, disallowed characters stripped) and answers {accessCode}', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.put(`/api/weddings/${wedding.id}/access-code`, { accessCode: 'abcd 1234' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accessCode: 'ABCD1234' });
    });

    it('PUT boundaries: 7 characters rejected (400 {error}), 8 accepted, a 9th character is cut off like in the field', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const url = `/api/weddings/${wedding.id}/access-code`;
      for (const accessCode of ['ABCD123', '', '!!??', 12345678, null]) {
        const res = await client.put(url, { accessCode });
        expect(res.status, String(accessCode)).toBe(400);
        expect(res.body.error).toBeTypeOf('string');
      }
      expect((await client.put(url, { accessCode: 'AB!@#$%^' })).body).toEqual({ accessCode: 'AB!@#$%^' });
      expect((await client.put(url, { accessCode: 'ABCD12345' })).body).toEqual({ accessCode: 'ABCD1234' });
    });

    it('POST generates a new valid code, different from the old one', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.post(`/api/weddings/${wedding.id}/access-code`);
      expect(res.status).toBe(200);
      expect(res.body.accessCode).toMatch(/^[A-Z0-9]{8}$/);
      expect(res.body.accessCode).not.toBe(wedding.accessCode);
    });

    it('changing the code revokes earlier guest grants', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const guest = await ctx.guestOf(wedding);
      expect((await guest.get(`/api/public/weddings/${wedding.slug}`)).status).toBe(200);
      await client.post(`/api/weddings/${wedding.id}/access-code`);
      expect((await guest.get(`/api/public/weddings/${wedding.slug}`)).status).toBe(401);
    });
  });

  describe('slug (docs/requirements.md B7)', () => {
    it('check-slug answers available true for a free slug, false for a taken or too short one', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const free = await client.post('/api/weddings/check-slug', { slug: uniqueName('Free Slug') });
      expect(free.status).toBe(200);
      expect(free.body.available).toBe(true);
      expect(free.body.slug).toMatch(/^[a-z0-9-]+$/);
      expect((await client.post('/api/weddings/check-slug', { slug: wedding.slug })).body.available).toBe(
        false,
      );
      expect(
        (await client.post('/api/weddings/check-slug', { slug: wedding.slug.toUpperCase() })).body.available,
      ).toBe(false);
      expect((await client.post('/api/weddings/check-slug', { slug: 'ab' })).body.available).toBe(false);
      expect((await client.post('/api/weddings/check-slug', { slug: 'abc' })).body.available).toBe(true);
    });

    it('check-slug rejects wrong types with 400', async () => {
      const { client } = await ctx.loginAs('user');
      for (const body of [{}, { slug: 5 }, { slug: 'x'.repeat(1000) }]) {
        expect((await client.post('/api/weddings/check-slug', body)).status).toBe(400);
      }
    });

    it('PUT slug changes it (normalised); a taken slug answers 409 slugTaken; a short one 400', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const other = await ctx.createWedding({ memberIds: [user.id] });
      const wanted = uniqueName('new-slug');
      const res = await client.put(`/api/weddings/${wedding.id}/slug`, { slug: wanted.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ slug: wanted });
      const taken = await client.put(`/api/weddings/${wedding.id}/slug`, { slug: other.slug });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ error: 'slugTaken' });
      expect((await client.put(`/api/weddings/${wedding.id}/slug`, { slug: 'ab' })).status).toBe(400);
      expect((await client.put(`/api/weddings/${wedding.id}/slug`, { slug: wanted })).status).toBe(200);
    });
  });

  describe('locations (docs/requirements.md A7)', () => {
    it('POST creates (201, the location), GET lists, PATCH updates, DELETE removes (204)', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const created = await client.post(`/api/weddings/${wedding.id}/locations`, location);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...location, id: expect.any(String), parkingInfo: null });
      const list = await client.get(`/api/weddings/${wedding.id}/locations`);
      expect(list.body.locations).toHaveLength(1);
      const patched = await client.patch(`/api/weddings/${wedding.id}/locations/${created.body.id}`, {
        ...location,
        type: 'reception',
        name: 'Hall',
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ type: 'reception', name: 'Hall' });
      const deleted = await client.delete(`/api/weddings/${wedding.id}/locations/${created.body.id}`);
      expect(deleted.status).toBe(204);
      expect((await client.get(`/api/weddings/${wedding.id}/locations`)).body.locations).toEqual([]);
    });

    it('location limits (docs/requirements.md B5): name 200 ok / 201 rejected, postal code 20 / 21, bad URL, missing fields', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const url = `/api/weddings/${wedding.id}/locations`;
      expect((await client.post(url, { ...location, name: 'n'.repeat(200) })).status).toBe(201);
      expect((await client.post(url, { ...location, name: 'n'.repeat(201) })).status).toBe(400);
      expect((await client.post(url, { ...location, postalCode: '1'.repeat(20) })).status).toBe(201);
      expect((await client.post(url, { ...location, postalCode: '1'.repeat(21) })).status).toBe(400);
      expect((await client.post(url, { ...location, googleMapsUrl: 'not a url' })).status).toBe(400);
      expect((await client.post(url, { ...location, type: 'disco' })).status).toBe(400);
      const missing = await client.post(url, { type: 'party' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.details)).toEqual(
        expect.arrayContaining(['name', 'address', 'city', 'postalCode', 'country']),
      );
    });

    it("another wedding's location answers 404 locationNotFound", async () => {
      const { client, user } = await ctx.loginAs('user');
      const mine = await ctx.createWedding({ memberIds: [user.id] });
      const owner = await ctx.createUser();
      const theirs = await ctx.createWedding({ memberIds: [owner.id] });
      const foreign = await ctx.prisma.location.create({
        data: { ...location, type: 'party', weddingId: theirs.id },
      });
      const res = await client.patch(`/api/weddings/${mine.id}/locations/${foreign.id}`, location);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'locationNotFound' });
      expect((await client.delete(`/api/weddings/${mine.id}/locations/${foreign.id}`)).status).toBe(404);
      expect((await client.delete(`/api/weddings/${mine.id}/locations/not%20an%20id`)).status).toBe(404);
    });
  });

  describe('members (docs/requirements.md A7)', () => {
    it('GET lists {members[]{id, joinedAt, user{id, username}, role, side}} in join order', async () => {
      const { client, user } = await ctx.loginAs('user');
      const partner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [user.id, partner.id] });
      const res = await client.get(`/api/weddings/${wedding.id}/members`);
      expect(res.status).toBe(200);
      expect(res.body.members).toHaveLength(2);
      expect(res.body.members[0]).toEqual({
        id: expect.any(String),
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: { id: expect.any(String), username: expect.any(String) },
        role: 'owner',
        side: null,
      });
      expect(res.body.members.map((m: { user: { id: string } }) => m.user.id).sort()).toEqual(
        [user.id, partner.id].sort(),
      );
    });

    it('DELETE removes another member (204) but never the last one (409)', async () => {
      const { client, user } = await ctx.loginAs('user');
      const partner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [user.id, partner.id] });
      const removed = await client.delete(`/api/weddings/${wedding.id}/members/${partner.id}`);
      expect(removed.status).toBe(204);
      const last = await client.delete(`/api/weddings/${wedding.id}/members/${user.id}`);
      expect(last.status).toBe(409);
      expect(last.body).toEqual({ error: 'lastMemberCannotBeRemoved' });
      const missing = await client.delete(`/api/weddings/${wedding.id}/members/${partner.id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'memberNotFound' });
    });

    it('a member can remove themselves while another member remains; they then lose access', async () => {
      const { client, user } = await ctx.loginAs('user');
      const partner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [user.id, partner.id] });
      expect((await client.delete(`/api/weddings/${wedding.id}/members/${user.id}`)).status).toBe(204);
      expect((await client.get(`/api/weddings/${wedding.id}/members`)).status).toBe(404);
    });

    it('two members removing each other at the same time leave exactly one member', async () => {
      const a = await ctx.loginAs('user');
      const b = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [a.user.id, b.user.id] });
      const results = await Promise.all([
        a.client.delete(`/api/weddings/${wedding.id}/members/${b.user.id}`),
        b.client.delete(`/api/weddings/${wedding.id}/members/${a.user.id}`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
      expect(await ctx.prisma.weddingMember.count({ where: { weddingId: wedding.id } })).toBe(1);
    });
  });
});
