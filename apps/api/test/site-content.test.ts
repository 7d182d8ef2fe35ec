import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS_MAX } from '../src/routes/site-content.js';
import { TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const event = (overrides: Record<string, unknown> = {}) => ({
  locale: 'de',
  day: '2027-06-12',
  time: '14:00',
  endTime: '15:00',
  title: 'Trauung',
  description: 'In der Kirche',
  location: 'St.-Marien-Kirche',
  type: 'ceremony',
  required: true,
  ...overrides,
});

const hotel = {
  type: 'hotel',
  name: 'Hotel am Park',
  address: 'Allee 1, 14471 Potsdam',
  priceRange: '€€',
  distance: '2 km',
  phone: '+49 331 123456',
  website: 'https://example.com/hotel',
  specialRate: 'Stichwort Anna & Ben',
  amenities: ['wifi', 'breakfast', 'wifi'],
};

describe.each(TEST_DATABASES)('site content: texts, schedule, accommodations (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  async function coupleWithWedding() {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    return { client, wedding };
  }

  async function guestView(guest: TestClient, slug: string, locale: string) {
    const res = await guest.get(`/api/public/weddings/${slug}?locale=${locale}`);
    expect(res.status).toBe(200);
    return res.body.wedding;
  }

  it('texts per language; a guest reads their language, else the language the couple wrote', async () => {
    const { client, wedding } = await coupleWithWedding();
    const base = `/api/weddings/${wedding.id}/content`;
    const german = await client.put(base, {
      locale: 'de',
      welcomeTitle: 'Willkommen',
      welcomeText: '  Schön, dass ihr da seid!  ',
      travelText: 'Mit der Bahn bis Potsdam.',
      ceremonyText: '',
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    expect(german.body.info).toMatchObject({
      locale: 'de',
      welcomeText: 'Schön, dass ihr da seid!',
      ceremonyText: null,
      brideName: 'Anna',
    });
    // English is new: its entry takes the couple's names from the main language.
    const english = await client.put(base, { locale: 'en', welcomeText: 'So glad you are here!' });
    expect(english.body.info).toMatchObject({ locale: 'en', brideName: 'Anna', groomName: 'Ben' });

    const content = await client.get(base);
    expect(content.body.mainLocale).toBe('de');
    expect(content.body.infos.map((info: { locale: string }) => info.locale)).toEqual(['de', 'en']);

    const guest = await ctx.guestOf(wedding);
    expect((await guestView(guest, wedding.slug, 'en')).info).toMatchObject({
      locale: 'en',
      welcomeText: 'So glad you are here!',
      // Not written in English: the German text stands in, field by field.
      welcomeTitle: 'Willkommen',
      travelText: 'Mit der Bahn bis Potsdam.',
    });
    expect((await guestView(guest, wedding.slug, 'es')).info).toMatchObject({
      locale: 'es',
      welcomeText: 'Schön, dass ihr da seid!',
    });
  });

  it('refuses bad texts with 400 and their fields, never 5xx', async () => {
    const { client, wedding } = await coupleWithWedding();
    const res = await client.put(`/api/weddings/${wedding.id}/content`, {
      locale: 'fr',
      welcomeTitle: 'x'.repeat(300),
      travelText: 42,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['locale', 'travelText', 'welcomeTitle']);
  });

  it('a two-day schedule in two languages reaches guests in theirs', async () => {
    const { client, wedding } = await coupleWithWedding();
    const base = `/api/weddings/${wedding.id}/schedule`;
    const created = await client.post(base, event());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.event.id as string;
    expect(created.body.event).toMatchObject({
      day: '2027-06-12',
      type: 'ceremony',
      required: true,
      texts: { de: { title: 'Trauung', description: 'In der Kirche' } },
    });
    // The English title of the same event: the shared fields change for every language.
    const translated = await client.put(`${base}/${id}`, {
      ...event({ locale: 'en', title: 'Ceremony', description: '', time: '14:30', endTime: '15:30' }),
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(translated.body.event).toMatchObject({
      time: '14:30',
      texts: {
        de: { title: 'Trauung', description: 'In der Kirche' },
        en: { title: 'Ceremony', description: null },
      },
    });
    const brunch = await client.post(
      base,
      event({
        day: '2027-06-13',
        time: '11:00',
        endTime: null,
        title: 'Brunch',
        type: 'brunch',
        required: false,
      }),
    );
    expect(brunch.status).toBe(201);

    const list = await client.get(base);
    expect(list.body.events.map((entry: { day: string }) => entry.day)).toEqual(['2027-06-12', '2027-06-13']);

    const guest = await ctx.guestOf(wedding);
    const english = await guestView(guest, wedding.slug, 'en');
    expect(english.schedule.map((entry: { title: string }) => entry.title)).toEqual(['Ceremony', 'Brunch']);
    const german = await guestView(guest, wedding.slug, 'de');
    expect(german.schedule.map((entry: { title: string }) => entry.title)).toEqual(['Trauung', 'Brunch']);
    expect(german.schedule[0]).toMatchObject({
      time: '14:30',
      endTime: '15:30',
      description: 'In der Kirche',
    });

    expect((await client.delete(`${base}/${brunch.body.event.id}`)).status).toBe(204);
    expect((await client.delete(`${base}/${brunch.body.event.id}`)).status).toBe(404);
    expect((await client.get(base)).body.events).toHaveLength(1);
  });

  it('an event written first in English keeps German guests reading English until German is written', async () => {
    const { client, wedding } = await coupleWithWedding();
    const base = `/api/weddings/${wedding.id}/schedule`;
    const created = await client.post(base, event({ locale: 'en', title: 'Dinner', description: null }));
    expect(created.body.event.texts).toEqual({ en: { title: 'Dinner', description: null } });
    const guest = await ctx.guestOf(wedding);
    expect((await guestView(guest, wedding.slug, 'de')).schedule[0].title).toBe('Dinner');
    await client.put(`${base}/${created.body.event.id}`, event({ title: 'Abendessen', description: null }));
    expect((await guestView(guest, wedding.slug, 'de')).schedule[0].title).toBe('Abendessen');
    expect((await guestView(guest, wedding.slug, 'en')).schedule[0].title).toBe('Dinner');
    expect((await guestView(guest, wedding.slug, 'tr')).schedule[0].title).toBe('Abendessen');
  });

  it('schedule input errors are 400 with their fields; another wedding’s event is 404', async () => {
    const { client, wedding } = await coupleWithWedding();
    const bad = await client.post(`/api/weddings/${wedding.id}/schedule`, {
      locale: 'de',
      day: '12.06.2027',
      time: '9',
      endTime: '08:00',
      title: ' ',
      type: 'rave',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({
      day: expect.any(String),
      time: expect.any(String),
      title: expect.any(String),
      type: expect.any(String),
    });
    const other = await coupleWithWedding();
    const foreign = await other.client.post(`/api/weddings/${other.wedding.id}/schedule`, event());
    const res = await client.put(`/api/weddings/${wedding.id}/schedule/${foreign.body.event.id}`, event());
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('scheduleEventNotFound');
    // A member of another wedding cannot reach this one at all.
    expect((await other.client.get(`/api/weddings/${wedding.id}/schedule`)).body).toEqual({
      error: 'weddingNotFound',
    });
  });

  it('accommodations: add, change, list for guests, delete; at most 30', async () => {
    const { client, wedding } = await coupleWithWedding();
    const base = `/api/weddings/${wedding.id}/accommodations`;
    const created = await client.post(base, hotel);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.accommodation).toMatchObject({
      name: 'Hotel am Park',
      amenities: ['wifi', 'breakfast'],
    });
    const id = created.body.accommodation.id as string;
    const changed = await client.put(`${base}/${id}`, { ...hotel, priceRange: '', website: '' });
    expect(changed.body.accommodation).toMatchObject({ priceRange: null, website: null });
    const guest = await ctx.guestOf(wedding);
    expect((await guestView(guest, wedding.slug, 'en')).accommodations[0]).toMatchObject({
      type: 'hotel',
      name: 'Hotel am Park',
      amenities: ['wifi', 'breakfast'],
    });
    const bad = await client.post(base, {
      ...hotel,
      type: 'castle',
      name: '',
      website: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details).sort()).toEqual(['name', 'type', 'website']);
    expect((await client.delete(`${base}/${id}`)).status).toBe(204);
    expect((await client.put(`${base}/${id}`, hotel)).status).toBe(404);

    await ctx.prisma.accommodation.createMany({
      data: Array.from({ length: ACCOMMODATIONS_MAX }, (_, index) => ({
        weddingId: wedding.id,
        type: 'hotel',
        name: `Hotel ${index}`,
        address: 'Allee 1',
      })),
    });
    const full = await client.post(base, hotel);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: 'limitReached', details: { max: ACCOMMODATIONS_MAX } });
  });
});
