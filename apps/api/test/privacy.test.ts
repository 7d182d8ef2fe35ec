import { readdir } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ERASED_MEMBER_NAME } from '../src/privacy/delete-account-completely.js';
import { bucketKey } from '../src/security/rate-limits/bucket-key.js';
import {
  type CreatedWedding,
  TEST_DATABASES,
  type TestClient,
  type TestContext,
  uniqueName,
} from './harness.js';
import { listTables, rowsMentioning } from './support/rows-mentioning.js';
import { withTestContext } from './support/with-test-context.js';

const rsvpBody = (name: string, phone: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone,
  attendanceStatus: 'attending',
  numberOfGuests: 2,
  guests: [{ name }, { name: `${name} Companion` }],
  needsTransport: true,
  needsAccommodation: false,
  message: `Greetings from ${name}`,
});

/** Reads a binary answer (ZIP) through supertest. */
async function download(client: TestClient, url: string) {
  return client.raw
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

describe.each(TEST_DATABASES)('privacy: export, complete deletion, the guest\u2019s own RSVP (%s)', (db) => {
  let ctx: TestContext;

  withTestContext(db, (created) => {
    ctx = created;
  });

  /** A wedding with a row in every table a wedding can reach, made through the API where there is a route. */
  async function populatedWedding(owner: { client: TestClient; user: { id: string } }, marker: string) {
    const wedding = await ctx.createWedding({
      memberIds: [owner.user.id],
      isPremium: true,
      brideName: `${marker}Anna`,
    });
    const base = `/api/weddings/${wedding.id}`;
    const guest = await owner.client.post(`${base}/guests`, {
      name: `${marker} Guest`,
      phone: '+49 170 5550001',
      addresses: [{ street: `${marker} Street 1`, city: 'Berlin', postalCode: '10115', country: 'DE' }],
    });
    expect(guest.status, JSON.stringify(guest.body)).toBe(201);
    const location = await owner.client.post(`${base}/locations`, {
      type: 'ceremony',
      name: `${marker} Chapel`,
      address: 'Chapel Road 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    expect(location.status, JSON.stringify(location.body)).toBe(201);
    await ctx.prisma.scheduleEvent.create({
      data: {
        weddingId: wedding.id,
        day: new Date('2027-06-12'),
        time: '14:00',
        title: `${marker} Ceremony`,
      },
    });
    await ctx.prisma.accommodation.create({
      data: { weddingId: wedding.id, type: 'hotel', name: `${marker} Hotel`, address: 'Hotel Street 2' },
    });
    const token = await owner.client.ensureCsrf();
    const uploaded = await owner.client.raw
      .post(`${base}/gallery/upload`)
      .set('X-CSRF-Token', token)
      .field('caption', `${marker} photo`)
      .attach(
        'file',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
          .png()
          .toBuffer(),
        {
          filename: 'photo.png',
          contentType: 'image/png',
        },
      );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const background = await owner.client.patch(`${base}/gallery/assign-background`, {
      imageId: uploaded.body.id,
      page: 'rsvp',
      opacity: 0.3,
      position: '50% 50%',
      size: 'cover',
      showPattern: false,
      grayscale: false,
    });
    expect(background.status, JSON.stringify(background.body)).toBe(200);
    const guestClient = await ctx.guestOf(wedding);
    expect((await guestClient.get(`/api/public/weddings/${wedding.slug}`)).status).toBe(200);
    const answer = await guestClient.post(
      `/api/public/weddings/${wedding.slug}/rsvp`,
      rsvpBody(`${marker} Guest`, '+49 170 5550001'),
      {
        'Idempotency-Key': `${marker}-key`,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // A passkey invitation naming the wedding, and a failed access-code attempt counted for its slug.
    expect((await owner.client.get(`/api/webauthn/challenge-instant?weddingId=${wedding.id}`)).status).toBe(
      200,
    );
    expect(
      (await ctx.client().post(`/api/public/weddings/${wedding.slug}/access`, { accessCode: 'WRONG000' }))
        .status,
    ).toBe(401);
    // A member invitation link, a question to staff with a staff reply.
    const invitation = await owner.client.post(`${base}/invitations`, {});
    expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
    const message = await owner.client.post('/api/messages', {
      kind: 'contact',
      weddingId: wedding.id,
      body: `${marker} question`,
    });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
    const staff = await ctx.loginAs('admin');
    const reply = await staff.client.post(`/api/admin/messages/${message.body.message.id}/replies`, {
      body: `${marker} answer`,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    // Staff actions on the wedding, each in the audit log: a venue, moderation with a reason, the plan.
    const venue = await staff.client.post('/api/admin/locations', {
      weddingId: wedding.id,
      type: 'reception',
      name: `${marker} Hall`,
      address: 'Hall Road 2',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    expect(venue.status, JSON.stringify(venue.body)).toBe(201);
    const moderated = await owner.client.raw
      .post(`${base}/gallery/upload`)
      .set('X-CSRF-Token', token)
      .field('caption', `${marker} moderated photo`)
      .attach(
        'file',
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#48c' } })
          .png()
          .toBuffer(),
        { filename: 'moderated.png', contentType: 'image/png' },
      );
    expect(moderated.status, JSON.stringify(moderated.body)).toBe(201);
    const removed = await staff.client.delete(`/api/admin/gallery/${moderated.body.id}`, {
      reason: `${marker} shows a stranger`,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    for (const isPremium of [false, true]) {
      const plan = await staff.client.patch(`/api/admin/weddings/${wedding.id}`, { isPremium });
      expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    }
    expect(await ctx.prisma.auditLog.count({ where: { weddingId: wedding.id } })).toBe(4);
    return {
      wedding,
      staff: staff.user,
      imageId: uploaded.body.id as string,
      imageUrl: uploaded.body.url as string,
    };
  }

  /**
   * The staff member's audit entries after an erasure (docs/decisions.md, GDPR): each action is still there, in
   * order, with its actor and the kind of change, but points at nothing and keeps no personal data.
   */
  async function expectAnonymisedAudit(staffId: string, actions: string[]) {
    const entries = await ctx.prisma.auditLog.findMany({
      where: { actorId: staffId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(entries.map((entry) => entry.action)).toEqual(actions);
    for (const entry of entries) {
      expect(entry).toMatchObject({ weddingId: null, customerId: null, entityId: null, reason: null });
      expect(entry.actorName).not.toBe('');
    }
    return entries;
  }

  const storedFiles = async () => (await readdir(ctx.uploadDir).catch(() => [] as string[])).sort();
  const slugBucket = (slug: string) =>
    bucketKey('accessCodeWedding', ctx.deps.config.rateLimits.accessCodePerWedding, slug);

  it('GET /api/account/export: one ZIP with account.json, every record of each wedding and the stored images', async () => {
    const owner = await ctx.loginAs('user');
    const marker = uniqueName('Exportmark');
    const { wedding, imageId } = await populatedWedding(owner, marker);
    const res = await download(owner.client, '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wedding-data-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(files);
    expect(names).toContain('README.txt');
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array));
    expect(account).toMatchObject({ id: owner.user.id, username: owner.user.username, hasPassword: true });
    expect(JSON.stringify(account)).not.toContain('passwordHash":"');
    // The user's conversation with staff, and the invitation link they made (without its token's hash).
    expect(account.messages[0]).toMatchObject({
      body: `${marker} question`,
      replies: [{ body: `${marker} answer` }],
    });
    expect(account.invitations).toHaveLength(1);
    expect(account.invitations[0]).not.toHaveProperty('tokenHash');
    const records = JSON.parse(strFromU8(files[`weddings/${wedding.slug}/wedding.json`] as Uint8Array));
    expect(records.id).toBe(wedding.id);
    expect(records.guests[0]).toMatchObject({ name: `${marker} Guest` });
    expect(records.guests[0].addresses[0]).toMatchObject({ street: `${marker} Street 1` });
    expect(records.rsvps[0]).toMatchObject({
      name: `${marker} Guest`,
      message: `Greetings from ${marker} Guest`,
    });
    expect(records.rsvps[0].guests.map((g: { name: string }) => g.name)).toEqual([
      `${marker} Guest`,
      `${marker} Guest Companion`,
    ]);
    for (const key of [
      'locations',
      'scheduleEvents',
      'accommodations',
      'images',
      'pageBackgrounds',
      'dailyViews',
      'members',
      'info',
      'activity',
    ]) {
      expect(records[key].length, key).toBeGreaterThan(0);
    }
    const image = records.images.find((row: { id: string }) => row.id === imageId);
    const imageFile = files[`weddings/${wedding.slug}/images/${image.storageKey}`];
    expect(imageFile, names.join(', ')).toBeDefined();
    expect((await sharp(Buffer.from(imageFile as Uint8Array)).metadata()).format).toBe('webp');
  });

  it('DELETE /api/weddings/:id leaves nothing: no row in any table, no file; other weddings untouched', async () => {
    const owner = await ctx.loginAs('user');
    const marker = uniqueName('Weddingmark');
    const { wedding, staff } = await populatedWedding(owner, marker);
    const control = await populatedWedding(await ctx.loginAs('user'), uniqueName('Controlmark'));
    const filesBefore = await storedFiles();
    const doomedFiles = (
      await ctx.prisma.galleryImage.findMany({ where: { weddingId: wedding.id } })
    ).flatMap((image) => [image.storageKey, image.storageKey.replace(/\.webp$/, '-thumb.webp')]);
    expect(doomedFiles.every((file) => filesBefore.includes(file))).toBe(true);
    expect(await ctx.prisma.rateLimitBucket.count({ where: { key: slugBucket(wedding.slug) } })).toBe(1);

    const refused = await owner.client.delete(`/api/weddings/${wedding.id}`, { confirmSlug: 'not-the-slug' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'confirmationMismatch' });
    const res = await owner.client.delete(`/api/weddings/${wedding.id}`, {
      confirmSlug: wedding.slug.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    const tables = await listTables(ctx.prisma);
    expect(tables.length).toBeGreaterThanOrEqual(20);
    const mentions = await rowsMentioning(ctx.prisma, [wedding.id, wedding.slug, marker]);
    expect(mentions).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
    expect(await ctx.prisma.rateLimitBucket.count({ where: { key: slugBucket(wedding.slug) } })).toBe(0);
    expect(await ctx.prisma.message.count({ where: { senderId: owner.user.id } })).toBe(0);
    expect(await ctx.prisma.messageReply.count({ where: { authorId: staff.id } })).toBe(0);
    expect(await ctx.prisma.memberInvitation.count({ where: { invitedById: owner.user.id } })).toBe(0);
    // Staff keep the history of their actions, anonymised, with the kind of change that names nobody.
    const audit = await expectAnonymisedAudit(staff.id, [
      'location.create',
      'gallery.remove',
      'wedding.update',
      'wedding.update',
    ]);
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [null, null],
      [null, null],
      [{ isPremium: true }, { isPremium: false }],
      [{ isPremium: false }, { isPremium: true }],
    ]);
    // The other couple's wedding keeps its audit entries as they were.
    expect(await ctx.prisma.auditLog.count({ where: { weddingId: control.wedding.id } })).toBe(4);
    const filesAfter = await storedFiles();
    expect(filesAfter.filter((file) => doomedFiles.includes(file))).toEqual([]);
    expect(filesAfter.length).toBe(filesBefore.length - doomedFiles.length);
    // The owner's account and the other couple's wedding are still there.
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
    expect((await ctx.prisma.wedding.findUnique({ where: { id: control.wedding.id } }))?.slug).toBe(
      control.wedding.slug,
    );
    expect((await ctx.client().get(control.imageUrl)).status).toBe(200);
  });

  it('DELETE /api/account leaves nothing of the user: sessions, passkey challenges, login failures, the wedding only they had', async () => {
    const user = await ctx.loginAs('user');
    const partner = await ctx.loginAs('user');
    const marker = uniqueName('Accountmark');
    const { wedding: alone, staff } = await populatedWedding(user, marker);
    const shared = await ctx.createWedding({ memberIds: [user.user.id, partner.user.id] });
    // In the wedding that outlives the account: a guest the user added (change history) and both partners'
    // messages to staff; a superadmin changed the user's role and back.
    const sharedGuest = await user.client.post(`/api/weddings/${shared.id}/guests`, { name: 'Shared Guest' });
    expect(sharedGuest.status, JSON.stringify(sharedGuest.body)).toBe(201);
    for (const sender of [user, partner]) {
      const sent = await sender.client.post('/api/messages', {
        kind: 'contact',
        weddingId: shared.id,
        body: `Question from ${sender.user.username}`,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const superadmin = await ctx.loginAs('superadmin');
    for (const role of ['admin', 'user']) {
      const changed = await superadmin.client.patch(`/api/admin/customers/${user.user.id}/role`, { role });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    // A second session of the same user (another device) and a failed login counted for the username.
    const otherDevice = ctx.client();
    expect(
      (
        await otherDevice.post('/api/auth/login', {
          username: user.user.username,
          password: user.user.password,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await ctx
          .client()
          .post('/api/auth/login', { username: user.user.username, password: 'wrong password' })
      ).status,
    ).toBe(401);
    expect(await ctx.prisma.session.count({ where: { userId: user.user.id } })).toBe(2);

    const refused = await user.client.delete('/api/account', { confirmUsername: partner.user.username });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'confirmationMismatch' });
    const res = await user.client.delete('/api/account', { confirmUsername: user.user.username });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(String(res.headers['set-cookie'])).toMatch(/wedding_session=;/);

    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    const tables = await listTables(ctx.prisma);
    const mentions = await rowsMentioning(ctx.prisma, [
      user.user.id,
      user.user.username,
      alone.id,
      alone.slug,
      marker,
    ]);
    expect(mentions).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
    const loginBucket = bucketKey(
      'loginAccount',
      ctx.deps.config.rateLimits.loginPerAccount,
      user.user.username,
    );
    expect(await ctx.prisma.rateLimitBucket.count({ where: { key: loginBucket } })).toBe(0);
    // The wedding shared with a partner stays theirs, with its guest history (naming nobody) and the
    // partner's message; the user's own messages and the staff reply to them are gone.
    const remaining = await ctx.prisma.weddingMember.findMany({ where: { weddingId: shared.id } });
    expect(remaining.map((member) => member.userId)).toEqual([partner.user.id]);
    expect(
      await ctx.prisma.guestChange.findMany({
        where: { guestId: sharedGuest.body.data.id },
        select: { userId: true, actorName: true },
      }),
    ).toEqual([{ userId: null, actorName: ERASED_MEMBER_NAME }]);
    expect(
      (await ctx.prisma.message.findMany({ where: { weddingId: shared.id } })).map((m) => m.senderId),
    ).toEqual([partner.user.id]);
    expect(await ctx.prisma.messageReply.count({ where: { authorId: staff.id } })).toBe(0);
    // Staff keep the history of their actions, anonymised (the role changes keep only the roles).
    await expectAnonymisedAudit(staff.id, [
      'location.create',
      'gallery.remove',
      'wedding.update',
      'wedding.update',
    ]);
    const roles = await expectAnonymisedAudit(superadmin.user.id, ['user.role', 'user.role']);
    expect(roles.map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 'user' }, { role: 'admin' }],
      [{ role: 'admin' }, { role: 'user' }],
    ]);
  });

  describe("the guest's own RSVP", () => {
    let wedding: CreatedWedding;
    let owner: { client: TestClient; user: { id: string } };

    it('the answer carries the private-link token and the device keeps it in a cookie', async () => {
      owner = await ctx.loginAs('user');
      wedding = await ctx.createWedding({ memberIds: [owner.user.id] });
      const guest = await ctx.guestOf(wedding);
      const res = await guest.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        rsvpBody('Rita', '+49 170 5550002'),
        {
          'Idempotency-Key': 'rita-1',
        },
      );
      expect(res.status).toBe(201);
      expect(res.body.rsvp.manageToken).toMatch(new RegExp(`^${res.body.rsvp.id}\\.[A-Za-z0-9_-]{43}$`));
      expect(String(res.headers['set-cookie'])).toContain(`wedding_rsvps_${wedding.id}=`);
      const replay = await guest.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        rsvpBody('Rita', '+49 170 5550002'),
        {
          'Idempotency-Key': 'rita-1',
        },
      );
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.rsvp.manageToken).toBe(res.body.rsvp.manageToken);
    });

    it('with the grant and the device: sees everything they sent, and deletes it; the guest list forgets the answer', async () => {
      const listed = await owner.client.post(`/api/weddings/${wedding.id}/guests`, {
        name: 'Tom Listed',
        phone: '+49 170 5550003',
      });
      expect(listed.status).toBe(201);
      const device = await ctx.guestOf(wedding);
      const sent = await device.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        rsvpBody('Tom Listed', '+49 170 5550003'),
      );
      expect(sent.status).toBe(201);
      expect(
        (await ctx.prisma.guest.findUniqueOrThrow({ where: { id: listed.body.data.id } })).rsvpReceived,
      ).toBe(true);

      const mine = await device.get(`/api/public/weddings/${wedding.slug}/rsvps/mine`);
      expect(mine.status).toBe(200);
      expect(mine.body.rsvps).toHaveLength(1);
      expect(mine.body.rsvps[0]).toMatchObject({
        id: sent.body.rsvp.id,
        name: 'Tom Listed',
        phone: '+49 170 5550003',
        message: 'Greetings from Tom Listed',
        guests: [{ name: 'Tom Listed' }, { name: 'Tom Listed Companion' }],
      });
      // Another guest of the same wedding (no device cookie) sees nothing of it and cannot delete it.
      const stranger = await ctx.guestOf(wedding);
      expect((await stranger.get(`/api/public/weddings/${wedding.slug}/rsvps/mine`)).body).toEqual({
        rsvps: [],
      });
      const foreign = await stranger.delete(
        `/api/public/weddings/${wedding.slug}/rsvps/mine/${sent.body.rsvp.id}`,
      );
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: 'rsvpNotFound' });

      const deleted = await device.delete(
        `/api/public/weddings/${wedding.slug}/rsvps/mine/${sent.body.rsvp.id}`,
      );
      expect(deleted.status).toBe(204);
      expect(await ctx.prisma.rsvp.count({ where: { id: sent.body.rsvp.id } })).toBe(0);
      expect(await ctx.prisma.rsvpGuest.count({ where: { rsvpId: sent.body.rsvp.id } })).toBe(0);
      expect(await ctx.prisma.guest.findUniqueOrThrow({ where: { id: listed.body.data.id } })).toMatchObject({
        rsvpReceived: false,
        attendanceStatus: null,
        confirmedGuests: 0,
        needsTransport: false,
      });
      expect((await device.get(`/api/public/weddings/${wedding.slug}/rsvps/mine`)).body).toEqual({
        rsvps: [],
      });
    });

    it('with the private link alone, on any device: sees it and deletes it; a forged token finds nothing', async () => {
      const device = await ctx.guestOf(wedding);
      const sent = await device.post(
        `/api/public/weddings/${wedding.slug}/rsvp`,
        rsvpBody('Lena', '+49 170 5550004'),
      );
      const token = sent.body.rsvp.manageToken as string;
      const elsewhere = ctx.client();
      const seen = await elsewhere.get(`/api/public/rsvps/${token}`);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        rsvp: { id: sent.body.rsvp.id, name: 'Lena' },
        wedding: { slug: wedding.slug },
      });
      const forged = `${sent.body.rsvp.id}.${'A'.repeat(43)}`;
      expect((await elsewhere.get(`/api/public/rsvps/${forged}`)).status).toBe(404);
      expect((await elsewhere.delete(`/api/public/rsvps/${forged}`)).status).toBe(404);
      expect((await elsewhere.get('/api/public/rsvps/not-a-token')).body).toEqual({ error: 'rsvpNotFound' });

      expect((await elsewhere.delete(`/api/public/rsvps/${token}`)).status).toBe(204);
      expect((await elsewhere.get(`/api/public/rsvps/${token}`)).status).toBe(404);
      expect(await ctx.prisma.rsvp.count({ where: { id: sent.body.rsvp.id } })).toBe(0);
    });
  });
});
