import { describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

describe.each(TEST_DATABASES)('public site: add-to-calendar and guest logout (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  async function weddingWithEvent(): Promise<{ wedding: CreatedWedding; eventId: string }> {
    const owner = await ctx.createUser();
    const wedding = await ctx.createWedding({ memberIds: [owner.id], brideName: 'Anna', groomName: 'Ben' });
    const event = await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: wedding.id,
        day: new Date('2027-06-12T00:00:00.000Z'),
        time: '14:30',
        endTime: '15:30',
        title: 'Trauung im Schloß',
        description: 'Bitte pünktlich, danach Sekt; Fotos',
        translations: { en: { title: 'Ceremony at the castle', description: 'Please be on time' } },
        location: 'Schloss Elmau, Krün',
        type: 'ceremony',
      },
    });
    return { wedding, eventId: event.id };
  }

  describe('GET /api/public/weddings/:slug/events/:eventId/calendar.ics', () => {
    it('a guest downloads an RFC 5545 file: text/calendar, attachment with a safe name, the event time from the wedding zone in UTC', async () => {
      const { wedding, eventId } = await weddingWithEvent();
      const guest = await ctx.guestOf(wedding);
      const res = await guest.raw
        .get(`/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics`)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => done(null, text));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="trauung-im-schloss.ics"');
      const ics = res.body as string;
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const lines = ics.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toContain('SUMMARY:Trauung im Schloß · Anna & Ben');
      // 14:30 to 15:30 in Berlin's summer (the zone of a wedding that chose none).
      expect(lines).toContain('DTSTART:20270612T123000Z');
      expect(lines).toContain('DTEND:20270612T133000Z');
      // The same wall clock in a wedding held in Kolkata.
      await ctx.prisma.wedding.update({ where: { id: wedding.id }, data: { timeZone: 'Asia/Kolkata' } });
      const kolkata = await guest.raw.get(
        `/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics`,
      );
      expect(kolkata.text).toContain('DTSTART:20270612T090000Z');
      expect(lines).toContain('DESCRIPTION:Bitte pünktlich\\, danach Sekt\\; Fotos');
      expect(lines).toContain('LOCATION:Schloss Elmau\\, Krün');
      expect(lines).toContain(`UID:${eventId}@localhost`);
      expect(lines.find((line) => line.startsWith('URL:'))).toMatch(
        new RegExp(`^URL:http://127\\.0\\.0\\.1:\\d+/de/w/${wedding.slug}#schedule$`),
      );
    });

    it('?locale=en gives the English title and a link to the English site', async () => {
      const { wedding, eventId } = await weddingWithEvent();
      const guest = await ctx.guestOf(wedding);
      const res = await guest.get(
        `/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics?locale=en`,
      );
      expect(res.status).toBe(200);
      const ics = res.text.replace(/\r\n /g, '');
      expect(ics).toContain('SUMMARY:Ceremony at the castle · Anna & Ben');
      expect(ics).toMatch(new RegExp(`URL:http://[^\\r]+/en/w/${wedding.slug}#schedule`));
      expect(res.headers['content-disposition']).toBe('attachment; filename="ceremony-at-the-castle.ics"');
    });

    it('without ?locale the preferred-locale cookie decides the language', async () => {
      const { wedding, eventId } = await weddingWithEvent();
      const guest = await ctx.guestOf(wedding);
      const url = `/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics`;
      const res = await guest.get(url, { Cookie: 'preferred-locale=en' });
      expect(res.text.replace(/\r\n /g, '')).toContain('SUMMARY:Ceremony at the castle · Anna & Ben');
    });

    it('links to the top of the site instead of the schedule while the couple hides the schedule', async () => {
      const { wedding, eventId } = await weddingWithEvent();
      await ctx.prisma.wedding.update({
        where: { id: wedding.id },
        data: { customization: { features: { showSchedule: false } } },
      });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.get(`/api/public/weddings/${wedding.slug}/events/${eventId}/calendar.ics`);
      expect(res.text.replace(/\r\n /g, '')).toMatch(
        new RegExp(`URL:http://[^\\r]+/de/w/${wedding.slug}\r\n`),
      );
    });

    it('needs the grant; an event of another wedding or a malformed id answers 404 eventNotFound', async () => {
      const { wedding, eventId } = await weddingWithEvent();
      const other = await weddingWithEvent();
      const url = (slug: string, id: string) => `/api/public/weddings/${slug}/events/${id}/calendar.ics`;
      expect((await ctx.client().get(url(wedding.slug, eventId))).status).toBe(401);
      const guest = await ctx.guestOf(wedding);
      const foreign = await guest.get(url(wedding.slug, other.eventId));
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'eventNotFound' });
      expect((await guest.get(url(wedding.slug, 'not%20an%20id'))).status).toBe(404);
    });
  });

  describe('POST /api/public/weddings/:slug/logout', () => {
    it('clears the grant: the site answers 401 accessCodeRequired afterwards', async () => {
      const { wedding } = await weddingWithEvent();
      const guest = await ctx.guestOf(wedding);
      expect((await guest.get(`/api/public/weddings/${wedding.slug}`)).status).toBe(200);
      const res = await guest.post(`/api/public/weddings/${wedding.slug}/logout`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ loggedOut: true });
      const cleared = (res.headers['set-cookie'] as unknown as string[]).filter((cookie) =>
        cookie.startsWith(`wedding_grant_${wedding.id}=;`),
      );
      expect(cleared.length).toBeGreaterThanOrEqual(1);
      for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      const after = await guest.get(`/api/public/weddings/${wedding.slug}`);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ error: 'accessCodeRequired' });
    });

    it('needs the CSRF token while the grant is held (a cross-site form cannot log a guest out)', async () => {
      const { wedding } = await weddingWithEvent();
      const guest = await ctx.guestOf(wedding);
      const res = await guest.raw.post(`/api/public/weddings/${wedding.slug}/logout`);
      expect(res.status).toBe(403);
      expect((await guest.get(`/api/public/weddings/${wedding.slug}`)).status).toBe(200);
    });

    it('an unknown slug answers the same, and other weddings keep their grants', async () => {
      const a = await weddingWithEvent();
      const b = await weddingWithEvent();
      const guest = await ctx.guestOf(a.wedding);
      await guest.post(`/api/public/weddings/${b.wedding.slug}/access`, { accessCode: b.wedding.accessCode });
      expect((await guest.post('/api/public/weddings/no-such-wedding/logout')).body).toEqual({
        loggedOut: true,
      });
      await guest.post(`/api/public/weddings/${a.wedding.slug}/logout`);
      expect((await guest.get(`/api/public/weddings/${a.wedding.slug}`)).status).toBe(401);
      expect((await guest.get(`/api/public/weddings/${b.wedding.slug}`)).status).toBe(200);
    });
  });
});
