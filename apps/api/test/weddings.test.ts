import { calendarDayInZone } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext, uniqueName } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** A date inside the onboarding window (after today, at most 5 years ahead). */
function futureIsoDate(daysAhead = 200): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

describe.each(TEST_DATABASES)('weddings (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  describe('weddings: onboarding, list, detail, date, info', () => {
    it('POST /api/weddings creates the wedding: 201 {wedding}, creator is the first member, access code generated', async () => {
      const { client, user } = await ctx.loginAs('user');
      const slug = uniqueName('anna-ben');
      const weddingDate = futureIsoDate();
      const res = await client.post('/api/weddings', {
        partner1Name: ' Anna ',
        partner2Name: 'Ben',
        weddingDate,
        slug: slug.toUpperCase(),
        locale: 'en',
      });
      expect(res.status).toBe(201);
      expect(res.body.wedding).toMatchObject({
        slug,
        brideName: 'Anna',
        groomName: 'Ben',
        weddingDate: `${weddingDate}T00:00:00.000Z`,
        isActive: true,
        isPremium: false,
        userId: user.id,
        // Nothing proposed: the zone every earlier wedding has.
        timeZone: 'Europe/Berlin',
      });
      expect(res.body.wedding.accessCode).toMatch(/^[A-Z0-9&!@#$%^*+=?-]{8}$/);
      const members = await ctx.prisma.weddingMember.findMany({ where: { weddingId: res.body.wedding.id } });
      expect(members.map((m) => m.userId)).toEqual([user.id]);
      const info = await ctx.prisma.weddingInfo.findMany({ where: { weddingId: res.body.wedding.id } });
      expect(info).toMatchObject([{ locale: 'en', brideName: 'Anna', groomName: 'Ben' }]);
    });

    it('POST /api/weddings with a taken slug answers 409 slugTaken', async () => {
      const { client, user } = await ctx.loginAs('user');
      const existing = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.post('/api/weddings', {
        partner1Name: 'A',
        partner2Name: 'B',
        weddingDate: futureIsoDate(),
        slug: existing.slug,
        locale: 'de',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'slugTaken' });
    });

    it('POST /api/weddings rejects bad input with 400 (missing, blank, past date, short slug, wrong types, huge)', async () => {
      const { client } = await ctx.loginAs('user');
      const valid = {
        partner1Name: 'A',
        partner2Name: 'B',
        weddingDate: futureIsoDate(),
        slug: uniqueName('s'),
        locale: 'de',
      };
      const cases: unknown[] = [
        {},
        { ...valid, partner1Name: '   ' },
        { ...valid, partner2Name: undefined },
        { ...valid, weddingDate: '2000-01-01' },
        { ...valid, weddingDate: 'not a date' },
        { ...valid, weddingDate: futureIsoDate(6 * 366) },
        { ...valid, slug: 'ab' },
        { ...valid, locale: 'fr' },
        { ...valid, partner1Name: 42 },
        { ...valid, partner1Name: 'x'.repeat(100_000) },
      ];
      for (const body of cases) {
        const res = await client.post('/api/weddings', body);
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(res.body.error).toBe('validationFailed');
      }
    });

    it('GET /api/weddings lists only my weddings', async () => {
      const { client, user } = await ctx.loginAs('user');
      const other = await ctx.createUser();
      const mine = await ctx.createWedding({ memberIds: [user.id] });
      await ctx.createWedding({ memberIds: [other.id] });
      const res = await client.get('/api/weddings');
      expect(res.status).toBe(200);
      expect(res.body.weddings.map((w: { id: string }) => w.id)).toEqual([mine.id]);
    });

    it('GET /api/weddings/:id answers info, locations, RSVP counts, gallery count and views', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      await ctx.prisma.location.create({
        data: {
          weddingId: wedding.id,
          type: 'ceremony',
          name: 'Church',
          address: 'Main 1',
          postalCode: '1',
          city: 'C',
          country: 'DE',
        },
      });
      await ctx.prisma.rsvp.createMany({
        data: [
          {
            weddingId: wedding.id,
            name: 'A',
            phone: '+49 1',
            attendanceStatus: 'attending',
            numberOfGuests: 3,
          },
          {
            weddingId: wedding.id,
            name: 'B',
            phone: '+49 2',
            attendanceStatus: 'not_attending',
            numberOfGuests: 0,
          },
          { weddingId: wedding.id, name: 'C', phone: '+49 3', attendanceStatus: 'maybe', numberOfGuests: 1 },
        ],
      });
      await ctx.prisma.guest.create({ data: { weddingId: wedding.id, name: 'Pending Guest' } });
      const res = await client.get(`/api/weddings/${wedding.id}`);
      expect(res.status).toBe(200);
      expect(res.body.wedding).toMatchObject({
        id: wedding.id,
        slug: wedding.slug,
        accessCode: wedding.accessCode,
        brideName: 'Anna',
        groomName: 'Ben',
        info: [expect.objectContaining({ locale: 'de', brideName: 'Anna' })],
        locations: [expect.objectContaining({ type: 'ceremony', name: 'Church' })],
        rsvpCounts: { total: 3, confirmed: 1, declined: 1, maybe: 1, pending: 1, confirmedGuests: 3 },
        gallery: { count: 0, updatedAt: null },
        analytics: { views: { total: 0 } },
        memberCount: 1,
        customizationVersion: 0,
      });
      expect(res.body.wedding.customization.theme.colors.light.primary).toMatch(/^oklch\(/);
    });

    it('PUT /api/weddings/:id sets the date; a missing or invalid date answers 400', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const date = futureIsoDate(100);
      const res = await client.put(`/api/weddings/${wedding.id}`, { weddingDate: `${date}T00:00:00.000Z` });
      expect(res.status).toBe(200);
      expect(res.body.wedding.weddingDate).toBe(`${date}T00:00:00.000Z`);
      for (const body of [{}, { weddingDate: '' }, { weddingDate: 'soon' }, { weddingDate: 5 }]) {
        const bad = await client.put(`/api/weddings/${wedding.id}`, body);
        expect(bad.status).toBe(400);
      }
    });

    it('a wedding has its own time zone: proposed at creation, changed with the date; the deadline keeps its day', async () => {
      const { client } = await ctx.loginAs('user');
      const created = await client.post('/api/weddings', {
        partner1Name: 'Asha',
        partner2Name: 'Ravi',
        weddingDate: futureIsoDate(),
        slug: uniqueName('asha-ravi'),
        timeZone: 'Asia/Kolkata',
      });
      expect(created.status).toBe(201);
      expect(created.body.wedding.timeZone).toBe('Asia/Kolkata');
      const id = created.body.wedding.id as string;
      // The couple picks a day; it closes at midnight in Kolkata, and reads back as that day.
      const day = futureIsoDate(30);
      const deadline = await client.put(`/api/weddings/${id}/rsvp-deadline`, { rsvpDeadline: day });
      expect(deadline.body).toEqual({
        rsvpDeadline: new Date(`${day}T23:59:59.999+05:30`).toISOString(),
        rsvpDeadlineDay: day,
        rsvpClosed: false,
      });
      const weddingDate = futureIsoDate(200);
      const moved = await client.put(`/api/weddings/${id}`, { weddingDate, timeZone: 'America/New_York' });
      expect(moved.status).toBe(200);
      expect(moved.body.wedding).toEqual({
        id,
        weddingDate: `${weddingDate}T00:00:00.000Z`,
        timeZone: 'America/New_York',
      });
      const desk = (await client.get(`/api/weddings/${id}/rsvp-desk`)).body;
      expect(desk.rsvpDeadlineDay).toBe(day);
      expect(calendarDayInZone(new Date(desk.rsvpDeadline), 'America/New_York')).toBe(day);
      expect(new Date(desk.rsvpDeadline).getTime()).toBeGreaterThan(
        new Date(deadline.body.rsvpDeadline).getTime(),
      );
      // Left out, the zone stays; an unknown zone is refused in the couple's language and changes nothing.
      await client.put(`/api/weddings/${id}`, { weddingDate });
      for (const timeZone of ['Mars/Olympus', '+05:30', 42]) {
        const bad = await client.put(`/api/weddings/${id}`, { weddingDate, timeZone });
        expect(bad.status).toBe(400);
      }
      const list = (await client.get('/api/weddings')).body.weddings as { id: string; timeZone: string }[];
      expect(list.find((wedding) => wedding.id === id)?.timeZone).toBe('America/New_York');
      const guest = await ctx.guestOf(await ctx.prisma.wedding.findUniqueOrThrow({ where: { id } }));
      const site = await guest.get(`/api/public/weddings/${created.body.wedding.slug}`);
      expect(site.body.wedding).toMatchObject({
        timeZone: 'America/New_York',
        rsvpDeadline: desk.rsvpDeadline,
      });
    });

    it('PUT /api/weddings/:id/info upserts the names per locale; blank names answer 400', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.put(`/api/weddings/${wedding.id}/info`, {
        locale: 'en',
        brideName: 'Ann',
        groomName: 'Benjamin',
      });
      expect(res.status).toBe(200);
      expect(res.body.info).toMatchObject({ locale: 'en', brideName: 'Ann', groomName: 'Benjamin' });
      const again = await client.put(`/api/weddings/${wedding.id}/info`, {
        locale: 'en',
        brideName: 'Anne',
        groomName: 'Ben',
      });
      expect(again.status).toBe(200);
      expect(await ctx.prisma.weddingInfo.count({ where: { weddingId: wedding.id, locale: 'en' } })).toBe(1);
      for (const body of [
        {},
        { locale: 'en', brideName: ' ', groomName: 'B' },
        { locale: 'xx', brideName: 'A', groomName: 'B' },
      ]) {
        expect((await client.put(`/api/weddings/${wedding.id}/info`, body)).status).toBe(400);
      }
    });

    it('PUT /api/weddings/:id/info names the couple in every language, leaving each language its own texts', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      await ctx.prisma.weddingInfo.upsert({
        where: { weddingId_locale: { weddingId: wedding.id, locale: 'pl' } },
        create: {
          weddingId: wedding.id,
          locale: 'pl',
          brideName: 'Old',
          groomName: 'Names',
          welcomeText: 'Witamy',
        },
        update: { welcomeText: 'Witamy' },
      });
      const res = await client.put(`/api/weddings/${wedding.id}/info`, {
        locale: 'en',
        brideName: 'Mia',
        groomName: 'Noah',
      });
      expect(res.status).toBe(200);
      const infos = await ctx.prisma.weddingInfo.findMany({ where: { weddingId: wedding.id } });
      expect(infos.map((info) => info.locale).sort()).toEqual(expect.arrayContaining(['en', 'pl']));
      for (const info of infos) expect(info).toMatchObject({ brideName: 'Mia', groomName: 'Noah' });
      expect(infos.find((info) => info.locale === 'pl')?.welcomeText).toBe('Witamy');
    });

    it('a non-member gets the same 404 as a missing wedding; malformed ids answer 404 too', async () => {
      const { client } = await ctx.loginAs('user');
      const owner = await ctx.createUser();
      const foreign = await ctx.createWedding({ memberIds: [owner.id] });
      const notMine = await client.get(`/api/weddings/${foreign.id}`);
      const missing = await client.get('/api/weddings/cmissingmissingmissing0');
      const malformed = await client.get(`/api/weddings/${encodeURIComponent("' OR 1=1 --")}`);
      expect(notMine.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(malformed.status).toBe(404);
      expect(notMine.body).toEqual(missing.body);
      expect(notMine.body).toEqual({ error: 'weddingNotFound' });
    });
  });

  describe('weddings: customization PATCH with version check', () => {
    const primary = 'oklch(0.55 0.15 20)';

    it('PATCH merges the partial customization and answers {customization, version} with version+1', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.patch(`/api/weddings/${wedding.id}`, {
        customization: {
          theme: { colors: { light: { primary } }, layout: 'modern' },
          density: 'compact',
          features: { showGallery: false },
        },
        version: 0,
      });
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(1);
      // Stored normalised (fixed decimals) by the tokens package.
      expect(res.body.customization.theme.colors.light.primary).toMatch(
        /^oklch\(0\.550* 0\.150* 20(\.0+)?\)$/,
      );
      expect(res.body.customization.theme.layout).toBe('modern');
      expect(res.body.customization.density).toBe('compact');
      expect(res.body.customization.features.showGallery).toBe(false);
      expect(res.body.customization.features.showRsvp).toBe(true);
      expect(res.headers.etag).toBe('"1"');
      const detail = await client.get(`/api/weddings/${wedding.id}`);
      expect(detail.body.wedding.customizationVersion).toBe(1);
      expect(detail.body.wedding.customization.density).toBe('compact');
    });

    it('PATCH reorders the site sections; the guest site follows; an order that skips or repeats a section is refused', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const sectionOrder = ['rsvp', 'gallery', 'schedule', 'locations', 'accommodations'];
      const res = await client.patch(`/api/weddings/${wedding.id}`, {
        customization: { sectionOrder, features: { showGallery: false } },
      });
      expect(res.status).toBe(200);
      expect(res.body.customization.sectionOrder).toEqual(sectionOrder);
      // A later theme save leaves the order alone.
      await client.patch(`/api/weddings/${wedding.id}`, { customization: { density: 'compact' } });
      const guest = await ctx.guestOf(wedding);
      const site = await guest.get(`/api/public/weddings/${wedding.slug}`);
      expect(site.body.wedding.customization.sectionOrder).toEqual(sectionOrder);
      expect(site.body.wedding.customization.features.showGallery).toBe(false);
      for (const bad of [
        ['rsvp', 'rsvp', 'schedule', 'locations', 'accommodations'],
        ['rsvp', 'gallery'],
        ['rsvp', 'gallery', 'schedule', 'locations', 'info'],
        'rsvp',
      ]) {
        const refused = await client.patch(`/api/weddings/${wedding.id}`, {
          customization: { sectionOrder: bad },
        });
        expect(refused.status, JSON.stringify(bad)).toBe(400);
        expect(refused.body.error).toBe('validationFailed');
      }
    });

    it('a stale version answers 409 versionConflict with the current state instead of overwriting', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const first = await client.patch(`/api/weddings/${wedding.id}`, {
        customization: { density: 'spacious' },
        version: 0,
      });
      expect(first.status).toBe(200);
      const stale = await client.patch(`/api/weddings/${wedding.id}`, {
        customization: { density: 'compact' },
        version: 0,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe('versionConflict');
      expect(stale.body.details).toMatchObject({ version: 1, customization: { density: 'spacious' } });
      const stored = await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } });
      expect(stored.customizationVersion).toBe(1);
      expect((stored.customization as { density: string }).density).toBe('spacious');
    });

    it('the version may come as If-Match; a malformed If-Match answers 400', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const ok = await client.patch(
        `/api/weddings/${wedding.id}`,
        { customization: { density: 'compact' } },
        { 'If-Match': '"0"' },
      );
      expect(ok.status).toBe(200);
      const stale = await client.patch(
        `/api/weddings/${wedding.id}`,
        { customization: { density: 'spacious' } },
        { 'If-Match': '"0"' },
      );
      expect(stale.status).toBe(409);
      const bad = await client.patch(
        `/api/weddings/${wedding.id}`,
        { customization: { density: 'spacious' } },
        { 'If-Match': 'abc' },
      );
      expect(bad.status).toBe(400);
    });

    it('without a version the save is unconditional (brand panel) and still bumps the version', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.patch(`/api/weddings/${wedding.id}`, {
        customization: { theme: { fonts: { heading: 'Lora', body: 'Inter' } } },
      });
      expect(res.status).toBe(200);
      expect(res.body.customization.theme.fonts).toEqual({ heading: 'Lora', body: 'Inter' });
      expect(res.body.version).toBe(1);
    });

    it('concurrent PATCHes with the same version: exactly one wins, the other gets 409', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const results = await Promise.all(
        ['compact', 'spacious'].map((density) =>
          client.patch(`/api/weddings/${wedding.id}`, { customization: { density }, version: 0 }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('PATCH toggles isActive', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const res = await client.patch(`/api/weddings/${wedding.id}`, { isActive: false });
      expect(res.status).toBe(200);
      expect(res.body.isActive).toBe(false);
    });

    it('PATCH rejects invalid customization with 400 (non-OKLCH colour, unknown layout/density/font, wrong types, empty)', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const cases: unknown[] = [
        {},
        { customization: { theme: { colors: { light: { primary: 'red' } } } } },
        { customization: { theme: { layout: 'brutalist' } } },
        { customization: { density: 'cozy' } },
        { customization: { theme: { fonts: { heading: 'Comic Sans' } } } },
        { customization: { features: { showGallery: 'yes' } } },
        { customization: 'x'.repeat(1000) },
        { customization: {}, version: -1 },
        { customization: {}, version: 1.5 },
      ];
      for (const body of cases) {
        const res = await client.patch(`/api/weddings/${wedding.id}`, body);
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      }
    });
  });
});
