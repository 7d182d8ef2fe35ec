import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { addHouseholds, type HouseholdFixture } from './support/household-fixture.js';
import { withTestContext } from './support/with-test-context.js';

/** The real site build (turbo builds @wedding/site before these tests: see turbo.json `@wedding/api#test`). */
const SITE_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

const pathOf = (link: string) => new URL(link).pathname;

describe.each(TEST_DATABASES)('households and their personal links (%s)', (db) => {
  let ctx: TestContext;
  let couple: TestClient;
  let wedding: CreatedWedding;
  let party: HouseholdFixture;

  withTestContext(db, async (created) => {
    ctx = await created.withConfig({ staticApps: { site: SITE_DIST } });
    const login = await ctx.loginAs('user');
    couple = login.client;
    wedding = await ctx.createWedding({ memberIds: [login.user.id], accessCode: 'ABCD2345' });
    party = await addHouseholds(ctx, wedding);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  const households = async () => {
    const res = await couple.get(`/api/weddings/${wedding.id}/households`);
    expect(res.status).toBe(200);
    return res.body.households as {
      id: string;
      names: string[];
      email: string | null;
      emailState: string;
      link: string;
      answered: boolean;
    }[];
  };

  it('lists each party once, head first, with a personal link in its language', async () => {
    const list = await households();
    expect(list.map((household) => household.names)).toEqual([
      ['Ada Lovelace', 'Byron Lovelace'],
      ['Grace Hopper'],
    ]);
    const [ada, grace] = list;
    expect(ada).toMatchObject({
      id: party.head,
      email: 'ada@example.org',
      emailState: 'ok',
      answered: false,
    });
    expect(grace).toMatchObject({ email: null, emailState: 'none' });
    expect(pathOf(ada?.link ?? '')).toMatch(
      new RegExp(`^/de/w/${wedding.slug}/i/${party.head}\\.1\\.[\\w-]{22}$`),
    );
  });

  it('a personal link admits without the code, names the household, and the RSVP is that household answer', async () => {
    const [ada] = await households();
    const guest = ctx.client();
    const opened = await guest.get(pathOf(ada?.link ?? ''));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/de/w/${wedding.slug}`);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const view = await guest.get(`/api/public/weddings/${wedding.slug}`);
    expect(view.status).toBe(200);
    expect(view.body.wedding.household).toEqual({ names: ['Ada Lovelace', 'Byron Lovelace'] });

    // A name the list does not know: without the link this answer would match no guest.
    const rsvp = await guest.post(`/api/public/weddings/${wedding.slug}/rsvp`, {
      name: 'Ada L.',
      phone: '+49 170 0000000',
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      guests: [{ name: 'Ada L.' }, { name: 'Byron Lovelace' }],
    });
    expect(rsvp.status).toBe(201);
    const stored = await ctx.prisma.rsvp.findUniqueOrThrow({ where: { id: rsvp.body.rsvp.id } });
    expect(stored.guestId).toBe(party.head);
    expect((await households())[0]).toMatchObject({ answered: true });
  });

  it('the shared access code still works, without naming a household', async () => {
    const guest = await ctx.guestOf(wedding);
    const view = await guest.get(`/api/public/weddings/${wedding.slug}`);
    expect(view.body.wedding.household).toBeNull();
  });

  it('a new link revokes the old one: the old link and its cookie show the code screen with its notice', async () => {
    const [ada] = await households();
    const guest = ctx.client();
    expect((await guest.get(pathOf(ada?.link ?? ''))).status).toBe(303);
    const renewed = await couple.post(`/api/weddings/${wedding.id}/households/${party.head}/link`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.household.link).not.toBe(ada?.link);
    expect(pathOf(renewed.body.household.link)).toContain(`/i/${party.head}.2.`);

    const again = await ctx.client().get(pathOf(ada?.link ?? ''));
    expect(again.headers.location).toBe(`/de/w/${wedding.slug}?link=invalid`);
    const page = await ctx.client().get(`/de/w/${wedding.slug}?link=invalid`);
    expect(page.text).toContain('"notice":"personalLinkInvalid"');
    // The household cookie of the old link names nobody any more.
    const view = await guest.get(`/api/public/weddings/${wedding.slug}`);
    expect(view.body.wedding.household).toBeNull();
    const fresh = ctx.client();
    expect((await fresh.get(pathOf(renewed.body.household.link))).headers.location).toBe(
      `/de/w/${wedding.slug}`,
    );
  });

  it('a forged, mistyped or other wedding token is refused; a companion is not a household to renew', async () => {
    const [ada] = await households();
    const link = pathOf(ada?.link ?? '');
    const forged = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const target of [
      forged,
      `/de/w/${wedding.slug}/i/nonsense`,
      link.replace(wedding.slug, 'other-wedding'),
    ]) {
      const res = await ctx.client().get(target);
      expect(res.status, target).toBe(303);
      expect(res.headers.location, target).toMatch(/\?link=invalid$/);
    }
    const renewCompanion = await couple.post(
      `/api/weddings/${wedding.id}/households/${party.companion}/link`,
    );
    expect([renewCompanion.status, renewCompanion.body.error]).toEqual([404, 'householdNotFound']);
  });

  it('a personal link keeps admitting after the couple changed the access code', async () => {
    const [, grace] = await households();
    const guest = ctx.client();
    await guest.get(pathOf(grace?.link ?? ''));
    expect((await couple.post(`/api/weddings/${wedding.id}/access-code`)).status).toBe(200);
    const view = await guest.get(`/api/public/weddings/${wedding.slug}`);
    expect(view.status).toBe(200);
    expect(view.body.wedding.household).toEqual({ names: ['Grace Hopper'] });
  });

  it('sets a household language (the link follows it) and draws QR codes of the links and the site', async () => {
    const res = await couple.put(`/api/weddings/${wedding.id}/households/${party.single}/locale`, {
      locale: 'pl',
    });
    expect(res.status).toBe(200);
    expect(pathOf(res.body.household.link)).toMatch(new RegExp(`^/pl/w/${wedding.slug}/i/`));
    const qr = await couple.get(`/api/weddings/${wedding.id}/households/${party.single}/qr.svg`);
    expect([qr.status, qr.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    const site = await couple.get(`/api/weddings/${wedding.id}/site-qr.svg`);
    expect(site.status).toBe(200);
    expect(String(site.body ?? site.text)).toContain('<svg');
  });

  it('prints the households cards and the QR sheet as PDF files; an empty choice is refused', async () => {
    const pdfOf = (url: string) =>
      couple.raw
        .get(url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const cards = await pdfOf(`/api/weddings/${wedding.id}/cards.pdf?kind=saveTheDate&size=A5&locale=en`);
    expect(cards.status).toBe(200);
    expect(cards.headers['content-type']).toBe('application/pdf');
    expect(cards.headers['content-disposition']).toBe('attachment; filename=save-the-date-A5.pdf');
    expect((cards.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await pdfOf(
      `/api/weddings/${wedding.id}/qr-sheet.pdf?audience=chosen&households=${party.single}`,
    );
    expect([sheet.status, sheet.headers['content-disposition']]).toEqual([
      200,
      'attachment; filename=qr-codes.pdf',
    ]);
    const none = await couple.get(
      `/api/weddings/${wedding.id}/cards.pdf?audience=chosen&households=${party.companion}`,
    );
    expect([none.status, none.body.error]).toEqual([400, 'noRecipients']);
    const bad = await couple.get(`/api/weddings/${wedding.id}/cards.pdf?size=A4`);
    expect([bad.status, bad.body.error]).toEqual([400, 'invalidQuery']);
  });

  it('another couple cannot read or renew these households (404 like a missing wedding)', async () => {
    const { client: stranger } = await ctx.loginAs('user');
    expect((await stranger.get(`/api/weddings/${wedding.id}/households`)).status).toBe(404);
    expect((await stranger.post(`/api/weddings/${wedding.id}/households/${party.head}/link`)).status).toBe(
      404,
    );
  });
});
