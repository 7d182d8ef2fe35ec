import { translate } from '@wedding/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const rsvp = {
  name: 'Clara Guest',
  email: 'clara@example.com',
  phone: '+49 170 1234567',
  attendanceStatus: 'attending',
  numberOfGuests: 2,
  // Everyone the answer covers: the respondent first, then companions (a blank one is dropped).
  guests: [{ name: 'Clara Guest' }, { name: 'Dieter' }, { name: '  ' }],
  needsTransport: true,
  needsAccommodation: false,
  message: 'See you!',
};

describe.each(TEST_DATABASES)('public site (%s)', (db) => {
  let ctx: TestContext;
  let shared: TestContext;
  withTestContext(db, (created) => {
    shared = created;
    ctx = created;
  });

  describe('public site: access code, card, site content', () => {
    it('the right code answers 200 and sets an HttpOnly grant cookie scoped to that wedding', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const client = ctx.client();
      const res = await client.post(`/api/public/weddings/${wedding.slug}/access`, {
        accessCode: wedding.accessCode.toLowerCase(),
      });
      expect(res.status).toBe(200);
      const cookies = (res.headers['set-cookie'] as unknown as string[]).filter((c) =>
        c.startsWith('wedding_grant_'),
      );
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toContain(`wedding_grant_${wedding.id}=`);
      expect(cookies[0]).toMatch(/HttpOnly/i);
      // Path=/ so the server-rendered site pages (/{locale}/w/{slug}) receive it as well as the public API.
      expect(cookies[0]).toMatch(/Path=\/(;|$)/);
    });

    it('a wrong code, a wrong slug and an inactive site answer alike: 401 {error:"invalidCode"}', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const inactive = await ctx.createWedding({ memberIds: [owner.id], isActive: false });
      const wrongCode = await ctx
        .client()
        .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 'WRONG123' });
      const wrongSlug = await ctx
        .client()
        .post('/api/public/weddings/no-such-wedding/access', { accessCode: wedding.accessCode });
      const closed = await ctx
        .client()
        .post(`/api/public/weddings/${inactive.slug}/access`, { accessCode: inactive.accessCode });
      const malformed = await ctx
        .client()
        .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: '' });
      for (const res of [wrongCode, wrongSlug, closed, malformed]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'invalidCode' });
        expect(res.headers['set-cookie']?.toString() ?? '').not.toContain('wedding_grant_');
      }
      const wrongType = await ctx
        .client()
        .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 12345678 });
      expect(wrongType.status).toBe(401);
      expect(wrongType.body).toEqual({ error: 'invalidCode' });
    });

    it('GET site without a grant answers 401 accessCodeRequired; an unknown slug 404', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const res = await ctx.client().get(`/api/public/weddings/${wedding.slug}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'accessCodeRequired' });
      expect((await ctx.client().get('/api/public/weddings/unknown-slug-x')).status).toBe(404);
    });

    it('a forged or foreign grant cookie is refused', async () => {
      const owner = await ctx.createUser();
      const a = await ctx.createWedding({ memberIds: [owner.id] });
      const b = await ctx.createWedding({ memberIds: [owner.id] });
      const guestOfA = await ctx.guestOf(a);
      expect((await guestOfA.get(`/api/public/weddings/${b.slug}`)).status).toBe(401);
      const forged = await ctx
        .client()
        .raw.get(`/api/public/weddings/${a.slug}`)
        .set('Cookie', `wedding_grant_${a.id}=${Date.now() + 100_000}.forgedsignature`);
      expect(forged.status).toBe(401);
    });

    it('GET site with the grant answers the public content and counts a view; a member preview does not count', async () => {
      const { client: member, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({
        memberIds: [user.id],
        isPremium: true,
        brideName: 'Anna',
        groomName: 'Ben',
      });
      await ctx.prisma.weddingInfo.create({
        data: {
          weddingId: wedding.id,
          locale: 'en',
          brideName: 'Ann',
          groomName: 'Benjamin',
          welcomeText: 'Welcome',
        },
      });
      await ctx.prisma.location.create({
        data: {
          weddingId: wedding.id,
          type: 'ceremony',
          name: 'Church',
          address: 'A 1',
          postalCode: '1',
          city: 'C',
          country: 'DE',
        },
      });
      await ctx.prisma.scheduleEvent.create({
        data: {
          weddingId: wedding.id,
          day: new Date('2027-06-12'),
          time: '14:00',
          title: 'Trauung',
          translations: { en: { title: 'Ceremony', description: 'In the church' } },
        },
      });
      await ctx.prisma.accommodation.create({
        data: { weddingId: wedding.id, type: 'hotel', name: 'Hotel', address: 'B 2' },
      });
      await ctx.prisma.galleryImage.create({
        data: {
          weddingId: wedding.id,
          url: '/uploads/a.webp',
          storageKey: `key-${wedding.id}`,
          width: 10,
          height: 10,
          fileSize: 100,
          mimeType: 'image/webp',
          category: 'party',
        },
      });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.get(`/api/public/weddings/${wedding.slug}?locale=en`);
      expect(res.status).toBe(200);
      const site = res.body.wedding;
      expect(site).toMatchObject({
        slug: wedding.slug,
        locale: 'en',
        brideName: 'Ann',
        groomName: 'Benjamin',
        info: expect.objectContaining({ welcomeText: 'Welcome' }),
        countdownDate: '2027-06-12T00:00:00.000Z',
        locations: [expect.objectContaining({ name: 'Church' })],
        schedule: [
          expect.objectContaining({
            title: 'Ceremony',
            description: 'In the church',
            time: '14:00',
            day: '2027-06-12',
          }),
        ],
        accommodations: [expect.objectContaining({ name: 'Hotel' })],
        gallery: {
          images: [expect.objectContaining({ url: '/uploads/a.webp' })],
          categories: [{ id: 'party', name: 'party', count: 1 }],
        },
        pageBackgrounds: [],
      });
      expect(site.customization.features).toBeDefined();
      expect(JSON.stringify(site)).not.toContain(wedding.accessCode);
      await member.get(`/api/public/weddings/${wedding.slug}`);
      const stored = await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } });
      expect(stored.viewsTotal).toBe(1);
      const daily = await ctx.prisma.weddingDailyView.findMany({ where: { weddingId: wedding.id } });
      expect(daily.map((d) => d.views)).toEqual([1]);
    });

    it('a standard (non-premium) wedding shows no gallery on the public site', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      await ctx.prisma.galleryImage.create({
        data: {
          weddingId: wedding.id,
          url: '/uploads/b.webp',
          storageKey: `key-${wedding.id}`,
          width: 1,
          height: 1,
          fileSize: 1,
          mimeType: 'image/webp',
        },
      });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.get(`/api/public/weddings/${wedding.slug}`);
      expect(res.body.wedding.gallery).toEqual({ images: [], categories: [] });
    });

    it('GET card answers couple names; an unknown or inactive slug looks private (null names)', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id], brideName: 'Anna', groomName: 'Ben' });
      const inactive = await ctx.createWedding({ memberIds: [owner.id], isActive: false });
      const res = await ctx.client().get(`/api/public/weddings/${wedding.slug}/card`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ card: { slug: wedding.slug, brideName: 'Anna', groomName: 'Ben' } });
      const unknown = await ctx.client().get('/api/public/weddings/nobody-here/card');
      expect(unknown.body).toEqual({ card: { slug: 'nobody-here', brideName: null, groomName: null } });
      const closed = await ctx.client().get(`/api/public/weddings/${inactive.slug}/card`);
      expect(closed.body.card.brideName).toBeNull();
    });
  });

  describe('public site: RSVP with Idempotency-Key', () => {
    it('stores the RSVP: 201 {rsvp:{id, submittedAt, attendanceStatus, numberOfGuests, manageToken}}, blank companion names dropped', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        rsvp: {
          id: expect.any(String),
          submittedAt: expect.any(String),
          attendanceStatus: 'attending',
          numberOfGuests: 2,
          // The guest's private link to see and delete this answer (test/privacy.test.ts).
          manageToken: expect.stringMatching(/^[a-z0-9]+\.[A-Za-z0-9_-]{43}$/),
        },
      });
      const stored = await ctx.prisma.rsvp.findUniqueOrThrow({
        where: { id: res.body.rsvp.id },
        include: { guests: { orderBy: { position: 'asc' } } },
      });
      expect(stored).toMatchObject({
        name: 'Clara Guest',
        needsTransport: true,
        message: 'See you!',
        guestId: null,
      });
      expect(stored.guests.map((g) => g.name)).toEqual(['Clara Guest', 'Dieter']);
    });

    it('stores the respondent as guest 0 with the contact name and phone, also when the form sends no guests', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
        ...rsvp,
        numberOfGuests: 1,
        guests: [],
      });
      expect(res.status).toBe(201);
      const stored = await ctx.prisma.rsvp.findUniqueOrThrow({
        where: { id: res.body.rsvp.id },
        include: { guests: { orderBy: { position: 'asc' } } },
      });
      expect(stored.guests.map(({ position, name, phone }) => ({ position, name, phone }))).toEqual([
        { position: 0, name: 'Clara Guest', phone: '+49 170 1234567' },
      ]);
    });

    it('refuses a guest list whose first entry is not the respondent (400 rsvp.respondentNotFirst), storing nothing', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
        ...rsvp,
        guests: [{ name: 'Dieter' }],
      });
      expect(res.status).toBe(400);
      // Details come in the request's language (German by default).
      expect(res.body.details).toEqual({ 'guests.0.name': translate('rsvp.respondentNotFirst', 'de') });
      expect(await ctx.prisma.rsvp.count({ where: { weddingId: wedding.id } })).toBe(0);
    });

    it('the same Idempotency-Key twice stores ONE RSVP and replays the first answer (same status and body)', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const headers = { 'Idempotency-Key': 'key-123e4567-e89b' };
      const first = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp, headers);
      const second = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp, headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await ctx.prisma.rsvp.count({ where: { weddingId: wedding.id } })).toBe(1);
    });

    it('the same key with a different RSVP answers 422 idempotencyKeyReused and stores nothing new', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const headers = { 'Idempotency-Key': 'reused-key' };
      expect((await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp, headers)).status).toBe(201);
      const changed = await guest.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        { ...rsvp, attendanceStatus: 'not_attending' },
        headers,
      );
      expect(changed.status).toBe(422);
      expect(changed.body).toEqual({ error: 'idempotencyKeyReused' });
      expect(await ctx.prisma.rsvp.count({ where: { weddingId: wedding.id } })).toBe(1);
    });

    it('a concurrent double submit with one key stores one RSVP and both answers are identical', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const headers = { 'Idempotency-Key': 'concurrent-key' };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp, headers),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        expect(answer.body).toEqual(answers[0]?.body);
      }
      expect(await ctx.prisma.rsvp.count({ where: { weddingId: wedding.id } })).toBe(1);
    });

    it('the same key on another wedding is independent; different keys store separate RSVPs', async () => {
      const owner = await ctx.createUser();
      const a = await ctx.createWedding({ memberIds: [owner.id] });
      const b = await ctx.createWedding({ memberIds: [owner.id] });
      const guestA = await ctx.guestOf(a);
      const guestB = await ctx.guestOf(b);
      expect(
        (await guestA.post(`/api/public/weddings/${a.slug}/rsvp`, rsvp, { 'Idempotency-Key': 'k1' })).status,
      ).toBe(201);
      expect(
        (await guestB.post(`/api/public/weddings/${b.slug}/rsvp`, rsvp, { 'Idempotency-Key': 'k1' })).status,
      ).toBe(201);
      expect(
        (await guestA.post(`/api/public/weddings/${a.slug}/rsvp`, rsvp, { 'Idempotency-Key': 'k2' })).status,
      ).toBe(201);
      expect(await ctx.prisma.rsvp.count({ where: { weddingId: a.id } })).toBe(2);
    });

    it('links and updates the matching guest by phone digits, else by unique name', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const byPhone = await ctx.prisma.guest.create({
        data: { weddingId: wedding.id, name: 'Other Name', phone: '+49 170-1234567' },
      });
      const byName = await ctx.prisma.guest.create({ data: { weddingId: wedding.id, name: 'Egon Example' } });
      const guest = await ctx.guestOf(wedding);
      const first = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, rsvp);
      expect(first.status).toBe(201);
      const linked = await ctx.prisma.guest.findUniqueOrThrow({ where: { id: byPhone.id } });
      expect(linked).toMatchObject({
        rsvpReceived: true,
        attendanceStatus: 'attending',
        confirmedGuests: 2,
        needsTransport: true,
      });
      const second = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
        ...rsvp,
        name: 'egon example',
        phone: '+49 171 7654321',
        attendanceStatus: 'not_attending',
      });
      expect(second.status).toBe(201);
      expect(second.body.rsvp.numberOfGuests).toBe(0);
      const linkedByName = await ctx.prisma.guest.findUniqueOrThrow({ where: { id: byName.id } });
      expect(linkedByName).toMatchObject({
        rsvpReceived: true,
        attendanceStatus: 'not_attending',
        confirmedGuests: 0,
      });
    });

    it('an ambiguous phone (two guests with the same digits) links nobody, even when the name matches one; optional fields stay null', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      await ctx.prisma.guest.createMany({
        data: [
          { weddingId: wedding.id, name: 'Clara Guest', phone: '+49 170 1234567' },
          { weddingId: wedding.id, name: 'Someone Else', phone: '+49 (170) 123-4567' },
        ],
      });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
        ...rsvp,
        phone: '+49 170 1234567',
        email: undefined,
        message: undefined,
      });
      expect(res.status).toBe(201);
      const stored = await ctx.prisma.rsvp.findUniqueOrThrow({ where: { id: res.body.rsvp.id } });
      expect(stored).toMatchObject({ guestId: null, email: null, message: null, idempotencyKey: null });
      expect(await ctx.prisma.guest.count({ where: { weddingId: wedding.id, rsvpReceived: true } })).toBe(0);
    });

    it('stores every field of the RSVP and everyone it covers, respondent first (dietary text split at commas, in form order)', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const linkedGuest = await ctx.prisma.guest.create({
        data: { weddingId: wedding.id, name: 'Clara Guest' },
      });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        {
          ...rsvp,
          numberOfGuests: 3,
          needsAccommodation: true,
          guests: [
            {
              name: '',
              dietaryRestrictions: 'vegetarian',
              dietaryPreferences: 'keine Pilze',
              allergies: 'Nüsse',
            },
            {
              name: 'Dieter',
              phone: '+49 171 7654321',
              dietaryRestrictions: 'vegan, no nuts',
              allergies: 'Pollen',
            },
            { name: 'Erna', dietaryPreferences: 'halal' },
          ],
        },
        { 'Idempotency-Key': 'full-fields' },
      );
      expect(res.status).toBe(201);
      const stored = await ctx.prisma.rsvp.findUniqueOrThrow({
        where: { id: res.body.rsvp.id },
        include: { guests: { orderBy: { position: 'asc' } } },
      });
      expect(stored).toMatchObject({
        weddingId: wedding.id,
        guestId: linkedGuest.id,
        email: 'clara@example.com',
        phone: '+49 170 1234567',
        attendanceStatus: 'attending',
        numberOfGuests: 3,
        needsTransport: true,
        needsAccommodation: true,
        idempotencyKey: 'full-fields',
        requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(stored.submittedAt.toISOString()).toBe(res.body.rsvp.submittedAt);
      expect(
        stored.guests.map(({ position, name, phone, dietaryRestrictions, allergies }) => ({
          position,
          name,
          phone,
          dietaryRestrictions,
          allergies,
        })),
      ).toEqual([
        // The respondent's own needs: name and phone are the contact's.
        {
          position: 0,
          name: 'Clara Guest',
          phone: '+49 170 1234567',
          dietaryRestrictions: ['vegetarian', 'keine Pilze'],
          allergies: 'Nüsse',
        },
        {
          position: 1,
          name: 'Dieter',
          phone: '+49 171 7654321',
          dietaryRestrictions: ['vegan', 'no nuts'],
          allergies: 'Pollen',
        },
        { position: 2, name: 'Erna', phone: null, dietaryRestrictions: ['halal'], allergies: null },
      ]);
      const linked = await ctx.prisma.guest.findUniqueOrThrow({ where: { id: linkedGuest.id } });
      expect(linked).toMatchObject({ rsvpReceived: true, confirmedGuests: 3, needsAccommodation: true });
      expect(linked.updatedAt.getTime()).toBeGreaterThanOrEqual(linkedGuest.updatedAt.getTime());
    });

    it('needs the grant (401), rejects bad input with 400 (the limits of docs/requirements.md B5) and a bad key with 400', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const url = `/api/public/weddings/${wedding.slug}/rsvp`;
      expect((await ctx.client().post(url, rsvp)).status).toBe(401);
      const guest = await ctx.guestOf(wedding);
      const cases: unknown[] = [
        {},
        { ...rsvp, name: 'A' },
        { ...rsvp, phone: '1234567' },
        { ...rsvp, phone: 'not a phone' },
        { ...rsvp, attendanceStatus: 'perhaps' },
        { ...rsvp, numberOfGuests: 11 },
        { ...rsvp, numberOfGuests: 0 },
        { ...rsvp, message: 'm'.repeat(1001) },
        { ...rsvp, guests: 'Dieter' },
        { ...rsvp, name: ['x'] },
      ];
      for (const body of cases) {
        const res = await guest.post(url, body);
        expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      }
      expect((await guest.post(url, { ...rsvp, numberOfGuests: 10 })).status).toBe(201);
      expect((await guest.post(url, { ...rsvp, message: 'm'.repeat(1000) })).status).toBe(201);
      expect((await guest.post(url, rsvp, { 'Idempotency-Key': 'x'.repeat(201) })).status).toBe(400);
    });

    it('a guest-grant write without the CSRF token is refused (403)', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.raw.post(`/api/public/weddings/${wedding.slug}/rsvp`).send(rsvp);
      expect(res.status).toBe(403);
    });
  });

  describe('public site: access-code rate limits', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await shared.withConfig({
        rateLimits: {
          ...GENEROUS_RATE_LIMITS,
          accessCodePerIp: { limit: 8, windowMs: 60_000 },
          accessCodePerWedding: { limit: 3, windowMs: 60_000 },
        },
      });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('3 wrong codes for one wedding lock it: the 4th attempt answers 429 with Retry-After, even with the right code', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await ctx.client().post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 'WRONG000' }))
            .status,
        ).toBe(401);
      }
      const locked = await ctx
        .client()
        .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: wedding.accessCode });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe('tooManyRequests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('the per-IP limit counts every attempt across weddings (8 allowed, the 9th refused)', async () => {
      const owner = await ctx.createUser();
      const wedding = await ctx.createWedding({ memberIds: [owner.id] });
      // 4 attempts were spent by the previous test from the same address.
      for (let i = 0; i < 4; i += 1) {
        expect(
          (
            await ctx
              .client()
              .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: wedding.accessCode })
          ).status,
        ).toBe(200);
      }
      const refused = await ctx
        .client()
        .post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: wedding.accessCode });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });
});
