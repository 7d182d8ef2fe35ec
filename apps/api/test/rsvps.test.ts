import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const attending = {
  name: 'Clara Guest',
  email: 'clara@example.com',
  phone: '+49 170 1234567',
  attendanceStatus: 'attending',
  numberOfGuests: 2,
  guests: [
    { name: 'Clara Guest', dietaryPreferences: 'gluten-free' },
    { name: 'Dieter', dietaryRestrictions: 'vegan, halal', allergies: 'Nüsse' },
  ],
  needsTransport: true,
  needsAccommodation: false,
  message: 'Wir freuen uns!',
};

const declining = {
  name: 'Emil Absent',
  phone: '+49 171 7654321',
  attendanceStatus: 'not_attending',
  numberOfGuests: 3,
  guests: [{ name: 'Ignored Companion' }],
  needsTransport: true,
  needsAccommodation: true,
  message: '',
};

describe.each(TEST_DATABASES)('RSVP list for the couple (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  it('lists every RSVP of the wedding newest first, with everyone it covers (respondent first) and without internal fields', async () => {
    // A second app on the same database whose clock the test moves, so the order is not left to chance.
    let clock = new Date('2027-01-10T10:00:00.000Z').getTime();
    const timed = await ctx.withConfig({});
    timed.deps.now = () => new Date(clock);
    try {
      const { client: member, user } = await timed.loginAs();
      const wedding = await timed.createWedding({ memberIds: [user.id] });
      const other = await timed.createWedding({ memberIds: [user.id] });
      const guest = await timed.guestOf(wedding);
      const otherGuest = await timed.guestOf(other);

      expect((await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, attending)).status).toBe(201);
      clock += 60_000;
      expect((await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, declining)).status).toBe(201);
      expect((await otherGuest.post(`/api/public/weddings/${other.slug}/rsvp`, attending)).status).toBe(201);

      const res = await member.get(`/api/weddings/${wedding.id}/rsvps`);
      expect(res.status).toBe(200);
      expect(res.body.rsvps.map((r: { name: string }) => r.name)).toEqual(['Emil Absent', 'Clara Guest']);
      const [declined, confirmed] = res.body.rsvps;
      expect(confirmed).toEqual({
        id: expect.any(String),
        name: 'Clara Guest',
        email: 'clara@example.com',
        phone: '+49 170 1234567',
        attendanceStatus: 'attending',
        numberOfGuests: 2,
        // Everyone the answer covers: the respondent's own needs first, then the companion's.
        guests: [
          { name: 'Clara Guest', dietaryRestrictions: ['gluten-free'], allergies: null },
          { name: 'Dieter', dietaryRestrictions: ['vegan', 'halal'], allergies: 'Nüsse' },
        ],
        needsTransport: true,
        needsAccommodation: false,
        message: 'Wir freuen uns!',
        submittedAt: expect.any(String),
      });
      // Not attending stores no guests (not even the respondent) and no needs, whatever the form sent.
      expect(declined).toMatchObject({
        attendanceStatus: 'not_attending',
        numberOfGuests: 0,
        guests: [],
        needsTransport: false,
        needsAccommodation: false,
        email: null,
        message: null,
      });
      expect(Date.parse(declined.submittedAt)).toBeGreaterThan(Date.parse(confirmed.submittedAt));
    } finally {
      await timed.close();
    }
  });

  it('an empty wedding answers an empty list; a non-member gets 404 weddingNotFound', async () => {
    const { client: member, user } = await ctx.loginAs();
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    expect((await member.get(`/api/weddings/${wedding.id}/rsvps`)).body).toEqual({ rsvps: [] });
    const { client: stranger } = await ctx.loginAs();
    const res = await stranger.get(`/api/weddings/${wedding.id}/rsvps`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'weddingNotFound' });
  });
});
