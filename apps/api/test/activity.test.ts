import { describe, expect, it } from 'vitest';
import { ACTIVITY_COALESCING_MS } from '../src/activity/index.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

type Line = {
  actorName: string;
  actorKind: string;
  area: string;
  action: string;
  subject: string | null;
  detail: string | null;
  count: number | null;
};

describe.each(TEST_DATABASES)('the wedding activity feed (%s)', (db) => {
  let ctx: TestContext;
  let owner: TestClient;
  let viewer: TestClient;
  let viewerId: string;
  let ownerId: string;
  let wedding: CreatedWedding;
  let clock = new Date('2027-03-01T09:00:00.000Z').getTime();

  withTestContext(db, async (created) => {
    ctx = created;
    ctx.deps.now = () => new Date(clock);
    const couple = await ctx.loginAs('user', { username: 'anna' });
    const parent = await ctx.loginAs('user', { username: 'mama' });
    owner = couple.client;
    viewer = parent.client;
    ownerId = couple.user.id;
    viewerId = parent.user.id;
    wedding = await ctx.createWedding({
      memberIds: [couple.user.id, parent.user.id],
      roles: ['owner', 'viewer'],
      accessCode: 'ABCD2345',
    });
  });

  const feed = async (client: TestClient, query = '') => {
    const res = await client.get(`/api/weddings/${wedding.id}/activity${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: Line[]; total: number; people: { id: string; name: string }[] };
  };

  it('tells each change of the guest list, newest first, and nothing for a change that was refused', async () => {
    const guests = `/api/weddings/${wedding.id}/guests`;
    const created = await owner.post(guests, {
      name: 'Clara Guest',
      phone: '+49 171 1234567',
      side: 'partner1',
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    expect((await owner.put(`${guests}/${id}`, { name: 'Clara Gast' })).status).toBe(200);
    // The same guest again is refused (409): the feed must not tell it.
    const duplicate = await owner.post(guests, { name: 'Clara Gast', phone: '+49 171 1234567' });
    expect(duplicate.status).toBe(409);
    // A viewer may not change the list (403): nothing told either.
    expect((await viewer.post(guests, { name: 'Someone' })).status).toBe(403);
    expect((await owner.delete(`${guests}/${id}`)).status).toBe(200);

    const { data } = await feed(viewer);
    expect(data.map((line) => [line.action, line.subject, line.actorName, line.area])).toEqual([
      ['guest.deleted', 'Clara Gast', 'anna', 'guests'],
      ['guest.updated', 'Clara Gast', 'anna', 'guests'],
      ['guest.created', 'Clara Guest', 'anna', 'guests'],
    ]);
  });

  it("tells a guest's answer on the site with the answer and the party's size", async () => {
    const guest = await ctx.guestOf(wedding);
    const answer = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
      name: 'Emil Gast',
      email: 'emil@example.com',
      phone: '+49 170 7654321',
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      guests: [{ name: 'Emil Gast' }, { name: 'Ida Gast' }],
      needsTransport: false,
      needsAccommodation: false,
      message: '',
    });
    expect(answer.status).toBe(201);
    const { data } = await feed(owner, '?person=guests');
    expect(data[0]).toMatchObject({
      actorName: 'Emil Gast',
      actorKind: 'guest',
      area: 'rsvps',
      action: 'rsvp.received',
      detail: 'attending',
      count: 2,
    });
  });

  it('saves of the design by one person close together are one line; a later save is another', async () => {
    const patch = (density: string) =>
      owner.patch(`/api/weddings/${wedding.id}`, { customization: { density } });
    expect((await patch('compact')).status).toBe(200);
    clock += 60_000;
    expect((await patch('spacious')).status).toBe(200);
    expect((await feed(owner, '?area=theme')).data).toHaveLength(1);
    clock += ACTIVITY_COALESCING_MS + 1;
    expect((await patch('comfortable')).status).toBe(200);
    expect((await feed(owner, '?area=theme')).data).toHaveLength(2);
  });

  it('members: the role change names the member and the role; the feed filters by person and area', async () => {
    const changed = await owner.patch(`/api/weddings/${wedding.id}/members/${viewerId}`, {
      role: 'sideEditor',
      side: 'partner2',
    });
    expect(changed.status).toBe(200);
    const members = await feed(viewer, '?area=members');
    expect(members.data).toEqual([
      expect.objectContaining({ action: 'member.roleChanged', subject: 'mama', detail: 'sideEditor' }),
    ]);
    const byOwner = await feed(viewer, `?person=${ownerId}`);
    expect(byOwner.data.every((line) => line.actorName === 'anna')).toBe(true);
    expect(byOwner.people).toEqual([{ id: ownerId, name: 'anna' }]);
    expect((await viewer.get(`/api/weddings/${wedding.id}/activity?area=nonsense`)).status).toBe(400);
  });

  it('is a member read: a stranger finds no wedding there', async () => {
    const stranger = await ctx.loginAs('user');
    expect((await stranger.client.get(`/api/weddings/${wedding.id}/activity`)).status).toBe(404);
  });
});
