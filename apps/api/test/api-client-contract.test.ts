import type { AddressInfo } from 'node:net';
import { type ApiClient, ApiError, createApiClient } from '@wedding/api-client';
import { calendarDayInZone } from '@wedding/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestContext, uniqueName } from './harness.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';
import { withTestContext } from './support/with-test-context.js';

/** The browser's part the client relies on: cookies kept between calls (Node's fetch keeps none). */
function browserLikeFetch(): { fetch: typeof fetch; cookies: () => string } {
  const jar = new Map<string, string>();
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const fetchWithCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', cookies());
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return { fetch: fetchWithCookies, cookies: () => decodeURIComponent(cookies()) };
}

function clientFor(ctx: TestContext): ApiClient {
  const { port } = ctx.server.address() as AddressInfo;
  const browser = browserLikeFetch();
  return createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    fetch: browser.fetch,
    cookies: browser.cookies,
  });
}

/**
 * The one typed client against the real API on both databases: every call the dashboard makes goes through, and
 * every answer parses with @wedding/core's schemas (the client refuses any other shape with 502 invalidResponse).
 */
describe.each(TEST_DATABASES)('api-client against the API (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });
  let api: ApiClient;
  beforeAll(() => {
    api = clientFor(ctx);
  });

  it('accounts: register, session, profile, logout; a failure is an ApiError with its message key', async () => {
    expect((await api.auth.session()).user).toBeNull();
    const username = uniqueName('contract').toLowerCase();
    const { user } = await api.auth.register({ username, password: 'a long password', name: 'Mia' });
    expect(user).toMatchObject({ username, role: 'user', hasPassword: true, themePreference: 'system' });
    expect((await api.auth.me()).user.id).toBe(user.id);
    expect((await api.auth.updateProfile({ locale: 'es', themePreference: 'dark' })).user).toMatchObject({
      locale: 'es',
      themePreference: 'dark',
    });
    const duplicate = await clientFor(ctx)
      .auth.register({ username, password: 'another long one', name: 'X' })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(ApiError);
    expect(duplicate).toMatchObject({ status: 409, code: 'usernameTaken', messageKey: 'auth.usernameTaken' });
    await api.auth.logout();
    expect((await api.auth.session()).user).toBeNull();
    await expect(api.auth.me()).rejects.toMatchObject({
      status: 401,
      messageKey: 'api.authenticationRequired',
    });
    expect((await api.auth.login({ username, password: 'a long password' })).user.id).toBe(user.id);
  });

  it('the wedding: onboarding, overview, couple, slug, access code, activation, RSVPs, members, locations', async () => {
    const slug = `contract-${Date.now().toString(36)}`;
    expect((await api.weddings.checkSlug(slug)).available).toBe(true);
    const { wedding } = await api.weddings.create({
      partner1Name: 'Mia',
      partner2Name: 'Noah',
      weddingDate: `${new Date().getFullYear() + 1}-06-12`,
      slug,
      locale: 'de',
    });
    expect((await api.weddings.list()).weddings.map((entry) => entry.id)).toContain(wedding.id);
    const detail = (await api.weddings.get(wedding.id)).wedding;
    expect(detail).toMatchObject({ slug, brideName: 'Mia', groomName: 'Noah', memberCount: 1 });
    expect(detail.customization.theme.layout).toBeDefined();

    expect(
      (await api.weddings.updateInfo(wedding.id, { locale: 'en', brideName: 'Mila', groomName: 'Noah' }))
        .info,
    ).toMatchObject({ brideName: 'Mila' });
    expect(
      (await api.weddings.updateDate(wedding.id, { weddingDate: '2031-01-02' })).wedding.weddingDate,
    ).toBe('2031-01-02T00:00:00.000Z');
    expect((await api.weddings.updateSlug(wedding.id, `${slug}-b`)).slug).toBe(`${slug}-b`);
    expect((await api.weddings.checkSlug(`${slug}-b`)).available).toBe(false);
    expect((await api.weddings.updateAccessCode(wedding.id, 'ABCD-123')).accessCode).toBe('ABCD-123');
    expect((await api.weddings.regenerateAccessCode(wedding.id)).accessCode).toMatch(/^.{8}$/);
    const patched = await api.weddings.patch(wedding.id, { isActive: false });
    expect(patched.isActive).toBe(false);
    expect((await api.weddings.rsvps(wedding.id, { limit: 5 })).rsvps).toEqual([]);
    expect((await api.members.list(wedding.id)).members).toHaveLength(1);

    const location = await api.locations.create(wedding.id, {
      type: 'ceremony',
      name: 'Standesamt',
      address: 'Rathausplatz 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
    });
    expect((await api.locations.update(wedding.id, location.id, { ...location, name: 'Rathaus' })).name).toBe(
      'Rathaus',
    );
    expect((await api.locations.list(wedding.id)).locations).toHaveLength(1);
    await api.locations.remove(wedding.id, location.id);
    expect((await api.locations.list(wedding.id)).locations).toHaveLength(0);

    const invalid = await api.weddings.updateAccessCode(wedding.id, 'short').catch((error: unknown) => error);
    expect(invalid).toMatchObject({
      status: 400,
      code: 'validationFailed',
      messageKey: 'api.validationFailed',
    });
    expect(Object.keys((invalid as ApiError).fieldErrors)).toEqual(['accessCode']);
  });

  it('privacy: the archive, deleting a wedding and the account, each confirmed by typing', async () => {
    const own = clientFor(ctx);
    const username = uniqueName('privacy').toLowerCase();
    await own.auth.register({ username, password: 'a long password', name: 'Mia' });
    const slug = `privacy-${Date.now().toString(36)}`;
    const { wedding } = await own.weddings.create({
      partner1Name: 'Mia',
      partner2Name: 'Noah',
      weddingDate: `${new Date().getFullYear() + 1}-06-12`,
      slug,
      locale: 'de',
    });
    const archive = await own.account.exportData();
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(new Uint8Array(await archive.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    await expect(own.weddings.delete(wedding.id, 'not-the-slug')).rejects.toMatchObject({
      status: 400,
      code: 'confirmationMismatch',
      messageKey: 'confirmationMismatch',
    });
    expect(await own.weddings.delete(wedding.id, slug.toUpperCase())).toEqual({ deleted: true });
    expect((await own.weddings.list()).weddings).toEqual([]);
    await expect(own.account.deleteAccount('someone-else')).rejects.toMatchObject({
      code: 'confirmationMismatch',
    });
    expect(await own.account.deleteAccount(username)).toEqual({ deleted: true });
    expect((await own.auth.session()).user).toBeNull();
  });

  it("the landing page: the installation's demo site, or none", async () => {
    expect((await api.public.demoSite()).demo).toBeNull();
  });

  it('couple dashboard part 2: site texts, schedule, accommodations, invitations, passkeys, password, messages', async () => {
    const username = uniqueName('content').toLowerCase();
    await api.auth.register({ username, password: 'a long password', name: 'Mia' });
    const { wedding } = await api.weddings.create({
      partner1Name: 'Mia',
      partner2Name: 'Noah',
      weddingDate: `${new Date().getFullYear() + 1}-06-12`,
      slug: `content-${Date.now().toString(36)}`,
      locale: 'de',
    });
    expect(
      (await api.siteContent.saveTexts(wedding.id, { locale: 'en', welcomeText: 'Welcome!' })).info,
    ).toMatchObject({
      locale: 'en',
      welcomeText: 'Welcome!',
    });
    expect((await api.siteContent.get(wedding.id)).mainLocale).toBe('de');

    const { event } = await api.siteContent.createEvent(wedding.id, {
      locale: 'de',
      day: '2031-06-12',
      time: '14:00',
      title: 'Trauung',
    });
    expect(
      (
        await api.siteContent.updateEvent(wedding.id, event.id, {
          locale: 'en',
          day: '2031-06-12',
          time: '14:00',
          title: 'Ceremony',
        })
      ).event.texts,
    ).toEqual({ de: { title: 'Trauung', description: null }, en: { title: 'Ceremony', description: null } });
    expect((await api.siteContent.schedule(wedding.id)).events).toHaveLength(1);
    await api.siteContent.removeEvent(wedding.id, event.id);

    const { accommodation } = await api.siteContent.createAccommodation(wedding.id, {
      type: 'hotel',
      name: 'Hotel am Park',
      address: 'Allee 1',
      amenities: ['wifi'],
    });
    expect(
      (
        await api.siteContent.updateAccommodation(wedding.id, accommodation.id, {
          ...accommodation,
          type: 'bnb',
          amenities: [],
        })
      ).accommodation.type,
    ).toBe('bnb');
    expect((await api.siteContent.accommodations(wedding.id)).accommodations).toHaveLength(1);
    await api.siteContent.removeAccommodation(wedding.id, accommodation.id);

    // A member joins by link on another device with a passkey, then signs in with it alone.
    const { token, invitation } = await api.invitations.create(wedding.id);
    expect((await api.invitations.list(wedding.id)).invitations.map((entry) => entry.id)).toEqual([
      invitation.id,
    ]);
    const device = clientFor(ctx);
    expect((await device.invitations.preview(token)).invitation).toMatchObject({ brideName: 'Mia' });
    const memberName = uniqueName('lena').toLowerCase();
    const options = await device.invitations.passkeyOptions(token, { name: 'Lena', username: memberName });
    const authenticator = new SoftAuthenticator();
    const joined = await device.invitations.accept(token, {
      name: 'Lena',
      username: memberName,
      attestationResponse: authenticator.attest(options.challenge),
      challenge: options.challenge,
    });
    expect(joined).toMatchObject({
      weddingId: wedding.id,
      user: { username: memberName, hasPassword: false },
    });
    expect((await device.account.passkeys()).passkeys).toHaveLength(1);
    await device.auth.logout();
    const login = await device.passkeys.loginOptions();
    expect(
      (
        await device.passkeys.login({
          response: authenticator.assert(login.challenge),
          challenge: login.challenge,
        })
      ).user.username,
    ).toBe(memberName);
    const thirdInvitation = await api.invitations.create(wedding.id).catch((error: unknown) => error);
    expect(thirdInvitation).toMatchObject({
      status: 403,
      code: 'premiumRequired',
      messageKey: 'api.premiumRequired',
    });

    // The spec's in-browser invitation needs a free slot: the third is premium.
    const inviteOptions = await api.passkeys.inviteOptions(wedding.id);
    expect(inviteOptions.challenge).toBe(inviteOptions.options.challenge);

    // The couple's own passkey and password.
    const own = await api.account.passkeyOptions();
    const ownKey = new SoftAuthenticator();
    const { passkey } = await api.account.addPasskey({
      attestationResponse: ownKey.attest(own.challenge),
      challenge: own.challenge,
    });
    await api.account.removePasskey(passkey.id);
    const wrong = await api.account
      .changePassword({ currentPassword: 'not it', newPassword: 'another long password' })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ status: 400, messageKey: 'auth.currentPasswordWrong' });
    expect(
      (
        await api.account.changePassword({
          currentPassword: 'a long password',
          newPassword: 'another long password',
        })
      ).endedSessions,
    ).toBe(0);

    const { message } = await api.messages.send({
      kind: 'upgrade_request',
      weddingId: wedding.id,
      body: 'Gallery please',
    });
    expect((await api.messages.list()).messages.map((entry) => entry.id)).toEqual([message.id]);
    const twice = await api.messages
      .send({ kind: 'upgrade_request', weddingId: wedding.id })
      .catch((error: unknown) => error);
    expect(twice).toMatchObject({ status: 409, messageKey: 'upgrade.alreadyRequested' });
  });
  it('guest management: rows, form, grouping, history, import, exports, RSVP desk and deadline', async () => {
    const api = clientFor(ctx);
    await api.auth.register({
      username: uniqueName('guests').toLowerCase(),
      password: 'a long password',
      name: 'Ida',
    });
    const { wedding } = await api.weddings.create({
      partner1Name: 'Ida',
      partner2Name: 'Jan',
      weddingDate: `${new Date().getFullYear() + 1}-07-01`,
      slug: `guests-${Date.now().toString(36)}`,
      locale: 'de',
    });
    const query = { search: '', page: 1, limit: 50 };
    const { data: head } = await api.guests.create(wedding.id, {
      firstName: 'Ida',
      lastName: 'Kern',
      estimatedGuests: 2,
    });
    const { data: companion } = await api.guests.create(wedding.id, {
      name: 'Jan Kern',
      phone: '+49 170 1234567',
    });
    expect(
      (await api.guests.group(wedding.id, { primaryGuestId: head.id, companionGuestIds: [companion.id] }))
        .message,
    ).toBeTruthy();
    const page = await api.guests.rows(wedding.id, query);
    expect(page.data.map((guest) => [guest.name, guest.groupRole])).toEqual([
      ['Ida Kern', 'primary'],
      ['Jan Kern', 'companion'],
    ]);
    expect((await api.guests.rows(wedding.id, { ...query, status: 'pending', search: 'jan' })).total).toBe(1);
    expect(
      (await api.guests.update(wedding.id, companion.id, { estimatedGuests: 3 })).data.estimatedGuests,
    ).toBe(3);
    expect((await api.guests.get(wedding.id, companion.id)).data.phone).toBe('+49 170 1234567');
    expect((await api.guests.history(wedding.id, companion.id)).changes[0]?.changes).toEqual([
      { field: 'estimatedGuests', from: 1, to: 3 },
    ]);
    await api.guests.ungroup(wedding.id, companion.id);
    const preview = await api.guests.import(wedding.id, {
      rows: [{ name: 'Jan Kern', phone: '+49 170 1234567' }, { name: 'Neu Gast' }],
      duplicates: 'skip',
      dryRun: true,
    });
    expect(preview).toMatchObject({ dryRun: true, created: 1, skipped: 1 });
    const file = await api.guests.export(
      wedding.id,
      { ...query, search: 'ida' },
      { kind: 'guests', format: 'csv' },
    );
    expect(file.fileName).toMatch(/^guests-.*\.csv$/);
    expect((await file.blob.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    const sheet = await api.guests
      .readSheet(wedding.id, new Blob(['not a workbook']), 'x.xlsx')
      .catch((error: unknown) => error);
    expect(sheet).toMatchObject({ status: 400, messageKey: 'guestImport.unreadableSheet' });

    const desk = await api.rsvpDesk.get(wedding.id);
    expect(desk).toMatchObject({
      rsvpDeadline: null,
      rsvpDeadlineDay: null,
      rsvpClosed: false,
      unmatched: 0,
      rsvps: [],
    });
    expect(desk.counts).toMatchObject({ entries: 2, households: 2, expectedPeople: 5 });
    const deadline = new Date(Date.now() - 60_000).toISOString();
    expect(await api.rsvpDesk.setDeadline(wedding.id, deadline)).toEqual({
      rsvpDeadline: deadline,
      rsvpDeadlineDay: calendarDayInZone(new Date(deadline), 'Europe/Berlin'),
      rsvpClosed: true,
    });
    const missing = await api.rsvpDesk
      .link(wedding.id, 'cmissing0000000000000000', { guestId: null })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
    expect((await api.guests.remove(wedding.id, companion.id)).id).toBe(companion.id);
  });

  it('theme studio and gallery: presets, versions, timing, the preview, uploads, tags, backgrounds', async () => {
    const api = clientFor(ctx);
    await api.auth.register({
      username: uniqueName('studio').toLowerCase(),
      password: 'a long password',
      name: 'Lea',
    });
    const { wedding } = await api.weddings.create({
      partner1Name: 'Lea',
      partner2Name: 'Tom',
      weddingDate: `${new Date().getFullYear() + 1}-08-01`,
      slug: `studio-${Date.now().toString(36)}`,
      locale: 'de',
    });
    const detail = (await api.weddings.get(wedding.id)).wedding;
    const saved = await api.weddings.patch(wedding.id, {
      customization: { density: 'compact' },
      version: detail.customizationVersion,
    });
    expect(saved.customization.density).toBe('compact');
    // A stale version is a 409 carrying the newer design (the customizer shows it and keeps the draft).
    const stale = await api.weddings
      .patch(wedding.id, { customization: { density: 'spacious' }, version: detail.customizationVersion })
      .catch((error: unknown) => error);
    expect(stale).toMatchObject({
      status: 409,
      code: 'versionConflict',
      messageKey: 'theme.versionConflict',
    });
    expect((stale as ApiError).details).toMatchObject({
      version: saved.version,
      customization: { density: 'compact' },
    });

    const { version } = await api.themeStudio.saveVersion(wedding.id, 'Kompakt');
    expect(version).toMatchObject({ name: 'Kompakt', design: { density: 'compact' } });
    expect((await api.themeStudio.versions(wedding.id)).versions.map((entry) => entry.id)).toEqual([
      version.id,
    ]);
    await api.themeStudio.deleteVersion(wedding.id, version.id);
    expect(
      await api.themeStudio.sendTimings(wedding.id, { samples: [{ action: 'color', durationMs: 4 }] }),
    ).toBeUndefined();
    expect((await api.public.wedding(detail.slug, 'de')).wedding.customization.density).toBe('compact');

    // The gallery is premium: refused first, then open.
    await expect(api.gallery.list(wedding.id)).rejects.toMatchObject({
      status: 403,
      messageKey: 'api.premiumRequired',
    });
    await ctx.prisma.wedding.update({ where: { id: wedding.id }, data: { isPremium: true } });
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8a5' } })
      .png()
      .toBuffer();
    const image = await api.gallery.upload(
      wedding.id,
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'garden.png',
    );
    expect(image).toMatchObject({ width: 32, height: 24, mimeType: 'image/webp', tags: [] });
    const refused = await api.gallery
      .upload(
        wedding.id,
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/jpeg' }),
        'a.jpg',
      )
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 415,
      code: 'upload.invalidType',
      messageKey: 'upload.invalidType',
    });
    expect((await api.gallery.addTag(wedding.id, image.id, ' Garten ')).tags).toEqual(['garten']);
    await expect(api.gallery.addTag(wedding.id, image.id, 'garten')).rejects.toMatchObject({
      status: 400,
      messageKey: 'tags.duplicate',
    });
    expect((await api.gallery.removeTag(wedding.id, image.id, 'garten')).tags).toEqual([]);
    const assigned = await api.gallery.assignBackground(wedding.id, {
      imageId: image.id,
      page: 'rsvp',
      opacity: 0.4,
      position: '30% 70%',
      size: '120%',
      showPattern: false,
      grayscale: true,
    });
    expect(assigned.pageBackgrounds).toMatchObject([
      { page: 'rsvp', opacity: 0.4, size: '120%', grayscale: true },
    ]);
    const listed = await api.gallery.list(wedding.id);
    expect(listed).toMatchObject({ total: 1, maxImages: expect.any(Number) });
    expect(
      (await api.gallery.removeBackground(wedding.id, { imageId: image.id, page: 'rsvp' })).pageBackgrounds,
    ).toEqual([]);
    expect((await api.gallery.remove(wedding.id, image.id)).id).toBe(image.id);
    await expect(api.gallery.remove(wedding.id, image.id)).rejects.toMatchObject({
      status: 404,
      messageKey: 'gallery.imageNotFound',
    });
  });
});
