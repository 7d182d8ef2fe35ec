import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type CreatedWedding,
  TEST_DATABASES,
  type TestClient,
  type TestContext,
  uniqueName,
} from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();

/**
 * Staff work in the admin area: filters, detail, creation, roles, moderation, settings, database, and the audit log.
 */
describe.each(TEST_DATABASES)('admin area for staff (%s)', (db) => {
  let ctx: TestContext;
  let admin: TestClient;
  let superadmin: TestClient;
  let adminId: string;
  let couple: TestClient;
  let coupleId: string;
  let june: CreatedWedding;
  let march: CreatedWedding;

  withTestContext(db, async (created) => {
    ctx = created;
    const adminLogin = await ctx.loginAs('admin');
    admin = adminLogin.client;
    adminId = adminLogin.user.id;
    superadmin = (await ctx.loginAs('superadmin')).client;
    const coupleLogin = await ctx.loginAs('user');
    couple = coupleLogin.client;
    coupleId = coupleLogin.user.id;
    june = await ctx.createWedding({
      memberIds: [coupleId],
      slug: uniqueName('june').toLowerCase(),
      isPremium: true,
    });
    march = await ctx.createWedding({ memberIds: [coupleId], slug: uniqueName('march').toLowerCase() });
    await ctx.prisma.wedding.update({
      where: { id: june.id },
      data: { weddingDate: new Date('2031-06-20T00:00:00Z') },
    });
    await ctx.prisma.wedding.update({
      where: { id: march.id },
      data: { weddingDate: new Date('2031-03-05T00:00:00Z'), isActive: false },
    });
  });

  const auditFor = (query: string) => admin.get(`/api/admin/audit?${query}`).then((res) => res.body.data);

  describe('weddings', () => {
    it('filters by status, plan and date range, and sorts by date either way', async () => {
      const ids = async (query: string) =>
        (await admin.get(`/api/admin/weddings?limit=100&${query}`)).body.data.map(
          (row: { id: string }) => row.id,
        );
      expect(await ids('status=inactive&dateFrom=2031-01-01')).toEqual([march.id]);
      expect(await ids('plan=premium&dateFrom=2031-01-01')).toEqual([june.id]);
      expect(await ids('dateFrom=2031-03-05&dateTo=2031-03-05')).toEqual([march.id]);
      expect(await ids('dateFrom=2031-01-01&sort=date&direction=asc')).toEqual([march.id, june.id]);
      expect(await ids('dateFrom=2031-01-01&sort=date&direction=desc')).toEqual([june.id, march.id]);
      // Unreadable filters are ignored rather than failing the page.
      expect((await admin.get('/api/admin/weddings?status=maybe&sort=nonsense')).status).toBe(200);
    });

    it('shows one wedding with its members and code; a switch is audited with before and after', async () => {
      const detail = await admin.get(`/api/admin/weddings/${june.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        id: june.id,
        members: [{ id: coupleId }],
        accessCode: expect.any(String),
      });
      expect((await admin.patch(`/api/admin/weddings/${june.id}`, { isPremium: false })).status).toBe(200);
      const [entry] = await auditFor(`weddingId=${june.id}&action=wedding.update`);
      expect(entry).toMatchObject({
        actorId: adminId,
        entityType: 'wedding',
        customerId: coupleId,
        before: { isPremium: true },
        after: { isPremium: false },
      });
      expect((await admin.get('/api/admin/weddings/cmissing0000000000000000')).status).toBe(404);
    });

    it('creates a wedding for a customer, who owns it and finds it in their dashboard', async () => {
      const slug = uniqueName('staff-made').toLowerCase();
      const res = await admin.post('/api/admin/weddings', {
        ownerId: coupleId,
        partner1Name: 'Lea',
        partner2Name: 'Jonas',
        weddingDate: '2031-09-09',
        slug,
        locale: 'de',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ slug, brideName: 'Lea', owner: { id: coupleId } });
      const mine = (await couple.get('/api/weddings')).body.weddings.map(
        (wedding: { slug: string }) => wedding.slug,
      );
      expect(mine).toContain(slug);
      expect(await auditFor(`weddingId=${res.body.data.id}`)).toHaveLength(1);
      const taken = await admin.post('/api/admin/weddings', {
        ...res.body.data,
        ownerId: coupleId,
        partner1Name: 'A',
        partner2Name: 'B',
        weddingDate: '2031-09-09',
        slug,
        locale: 'de',
      });
      expect(taken.status).toBe(409);
      const noOwner = await admin.post('/api/admin/weddings', {
        ownerId: 'cmissing0000000000000000',
        partner1Name: 'A',
        partner2Name: 'B',
        weddingDate: '2031-09-09',
        slug: `${slug}-x`,
        locale: 'de',
      });
      expect(noOwner.status).toBe(400);
    });

    it('lists a month of weddings for the calendar', async () => {
      const res = await admin.get('/api/admin/calendar?month=2031-06');
      expect(res.body.month).toBe('2031-06');
      expect(res.body.weddings.map((row: { id: string }) => row.id)).toContain(june.id);
      expect(res.body.weddings.map((row: { id: string }) => row.id)).not.toContain(march.id);
    });
  });

  describe('customers', () => {
    it('filters by role; shows how a customer signs in, never a secret', async () => {
      const admins = (await admin.get('/api/admin/customers?role=superadmin&limit=100')).body.data;
      expect(admins.every((row: { role: string }) => row.role === 'superadmin')).toBe(true);
      const detail = await admin.get(`/api/admin/customers/${coupleId}`);
      expect(detail.body.data).toMatchObject({ id: coupleId, hasPassword: true, passkeyCount: 0 });
      expect(JSON.stringify(detail.body)).not.toMatch(/passwordHash|argon2|csrf/i);
    });

    it('staff open an account that can sign in', async () => {
      const username = uniqueName('staffmade').toLowerCase();
      const res = await admin.post('/api/admin/customers', {
        username,
        name: 'Mia',
        password: 'a long password',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ username, role: 'user' });
      expect(
        (await ctx.client().post('/api/auth/login', { username, password: 'a long password' })).status,
      ).toBe(200);
      expect(
        (await admin.post('/api/admin/customers', { username, name: 'x', password: 'a long password' }))
          .status,
      ).toBe(409);
    });

    it('only a superadmin changes a role, never their own; the change is audited', async () => {
      expect((await admin.patch(`/api/admin/customers/${coupleId}/role`, { role: 'admin' })).status).toBe(
        403,
      );
      const promote = await superadmin.patch(`/api/admin/customers/${coupleId}/role`, { role: 'admin' });
      expect(promote.status).toBe(200);
      expect(promote.body.data.role).toBe('admin');
      const [entry] = await auditFor(`customerId=${coupleId}&action=user.role`);
      expect(entry).toMatchObject({ before: { role: 'user' }, after: { role: 'admin' } });
      expect((await superadmin.patch(`/api/admin/customers/${coupleId}/role`, { role: 'user' })).status).toBe(
        200,
      );
      const me = (await superadmin.get('/api/auth/me')).body.user.id;
      expect((await superadmin.patch(`/api/admin/customers/${me}/role`, { role: 'user' })).status).toBe(409);
      expect(
        (await superadmin.patch(`/api/admin/customers/${coupleId}/role`, { role: 'emperor' })).status,
      ).toBe(400);
    });
  });

  describe('gallery moderation and uploads', () => {
    it('staff upload for a chosen wedding; remove with a reason; the files go and the audit log keeps why', async () => {
      const token = await admin.ensureCsrf();
      const uploaded = await admin.raw
        .post(`/api/admin/gallery/upload?weddingId=${june.id}`)
        .set('X-CSRF-Token', token)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' });
      expect(uploaded.status).toBe(201);
      const albums = await admin.get('/api/admin/gallery/albums');
      expect(
        albums.body.data.find((album: { wedding: { id: string } }) => album.wedding.id === june.id),
      ).toMatchObject({ count: 1 });
      const stored = await ctx.prisma.galleryImage.findUniqueOrThrow({ where: { id: uploaded.body.id } });
      expect(await ctx.deps.storage.createReadStream(stored.storageKey)).not.toBeNull();

      expect((await admin.delete(`/api/admin/gallery/${stored.id}`, { reason: ' ' })).status).toBe(400);
      const removed = await admin.delete(`/api/admin/gallery/${stored.id}`, {
        reason: 'Shows a guest who asked to be removed',
      });
      expect(removed.status).toBe(200);
      expect(await ctx.prisma.galleryImage.findUnique({ where: { id: stored.id } })).toBeNull();
      expect(await ctx.deps.storage.createReadStream(stored.storageKey)).toBeNull();
      const [entry] = await auditFor(`weddingId=${june.id}&action=gallery.remove`);
      expect(entry).toMatchObject({ reason: 'Shows a guest who asked to be removed', entityId: stored.id });
      expect((await admin.delete(`/api/admin/gallery/${stored.id}`, { reason: 'again' })).status).toBe(404);
      expect((await admin.post('/api/admin/gallery/upload?weddingId=cmissing0000000000000000')).status).toBe(
        404,
      );
    });
  });

  describe('locations', () => {
    it('staff add a venue; the list filters by type and city', async () => {
      const created = await admin.post('/api/admin/locations', {
        weddingId: march.id,
        type: 'party',
        name: 'Scheune',
        address: 'Feldweg 2',
        postalCode: '14469',
        city: 'Potsdam',
        country: 'Deutschland',
      });
      expect(created.status).toBe(201);
      const byType = (await admin.get('/api/admin/locations?type=party&city=potsdam')).body.data;
      expect(byType.map((row: { id: string }) => row.id)).toContain(created.body.data.id);
      expect(byType.every((row: { type: string }) => row.type === 'party')).toBe(true);
      const invalid = await admin.post('/api/admin/locations', {
        weddingId: march.id,
        type: 'party',
        name: '',
      });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.details)).toEqual(expect.arrayContaining(['name', 'address', 'city']));
    });
  });

  describe('analytics, database, settings', () => {
    it('a day-by-day series of a range, refusing a backwards or over-long range', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const res = await admin.get(`/api/admin/analytics/series?from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(1);
      expect(res.body.days[0].signups).toBeGreaterThanOrEqual(1);
      expect(res.body.days[0].weddings).toBeGreaterThanOrEqual(2);
      expect((await admin.get('/api/admin/analytics/series?from=2031-02-01&to=2031-01-01')).status).toBe(400);
      expect((await admin.get('/api/admin/analytics/series?from=2030-01-01&to=2031-06-01')).status).toBe(400);
    });

    it('names the engine, the migrations and the tables with their rows', async () => {
      const res = await admin.get('/api/admin/database');
      expect(res.body.engine).toBe(db === 'pglite' ? 'pglite' : 'postgres');
      expect(res.body.migrations.length).toBeGreaterThan(3);
      expect(
        res.body.tables.find((table: { name: string }) => table.name === 'weddings').rows,
      ).toBeGreaterThanOrEqual(2);
    });

    it('the full backup is a superadmin download holding every table', async () => {
      expect((await admin.raw.get('/api/admin/database/backup')).status).toBe(403);
      const res = await superadmin.raw
        .get('/api/admin/database/backup')
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      const files = unzipSync(new Uint8Array(res.body as Buffer));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['migrations.json', 'database/weddings.jsonl', 'database/users.jsonl']),
      );
      const weddings = new TextDecoder()
        .decode(files['database/weddings.jsonl'])
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(weddings.map((row: { id: string }) => row.id)).toEqual(
        expect.arrayContaining([june.id, march.id]),
      );
    });

    it('superadmin sets the gallery maximum (uploads obey it) and closes registrations; admins only read', async () => {
      expect((await admin.get('/api/admin/settings')).body.settings).toMatchObject({
        registrationsOpen: true,
      });
      expect((await admin.patch('/api/admin/settings', { galleryImagesMax: 1 })).status).toBe(403);
      expect((await superadmin.patch('/api/admin/settings', { galleryImagesMax: 0 })).status).toBe(400);
      const set = await superadmin.patch('/api/admin/settings', {
        galleryImagesMax: 1,
        registrationsOpen: false,
      });
      expect(set.status).toBe(200);
      expect(set.body.settings).toEqual({ galleryImagesMax: 1, registrationsOpen: false });
      try {
        const closed = await ctx.client().post('/api/auth/register', {
          username: uniqueName('late').toLowerCase(),
          name: 'L',
          password: 'a long password',
        });
        expect(closed.status).toBe(403);
        expect(closed.body.error).toBe('registrationsClosed');
        const token = await admin.ensureCsrf();
        const first = await admin.raw
          .post(`/api/admin/gallery/upload?weddingId=${june.id}`)
          .set('X-CSRF-Token', token)
          .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' });
        expect(first.status).toBe(201);
        const second = await admin.raw
          .post(`/api/admin/gallery/upload?weddingId=${june.id}`)
          .set('X-CSRF-Token', token)
          .attach('file', await png(), { filename: 'b.png', contentType: 'image/png' });
        expect(second.status).toBe(409);
        const [entry] = await auditFor('entityType=settings&action=settings.update');
        expect(entry).toMatchObject({
          before: { galleryImagesMax: 200, registrationsOpen: true },
          after: { galleryImagesMax: 1, registrationsOpen: false },
        });
      } finally {
        await superadmin.patch('/api/admin/settings', { galleryImagesMax: 200, registrationsOpen: true });
      }
    });
  });

  describe('messages from couples', () => {
    it('staff see the unread count, read a request, reply, and the couple reads the reply', async () => {
      const sent = await couple.post('/api/messages', {
        kind: 'upgrade_request',
        weddingId: march.id,
        body: 'Bitte Premium',
      });
      expect(sent.status).toBe(201);
      const messageId = sent.body.message.id;
      const before = (await admin.get('/api/admin/messages/unread-count')).body.unread;
      expect(before).toBeGreaterThanOrEqual(1);
      const unread = (await admin.get(`/api/admin/messages?status=unread&customerId=${coupleId}`)).body.data;
      expect(unread.map((message: { id: string }) => message.id)).toContain(messageId);
      expect(unread[0].wedding).toMatchObject({ id: march.id });
      expect((await admin.post(`/api/admin/messages/${messageId}/replies`, { body: '  ' })).status).toBe(400);
      const replied = await admin.post(`/api/admin/messages/${messageId}/replies`, {
        body: 'Erledigt, Premium ist an.',
      });
      expect(replied.status).toBe(201);
      expect(replied.body.data.readAt).not.toBeNull();
      expect((await admin.get('/api/admin/messages/unread-count')).body.unread).toBe(before - 1);
      const mine = (await couple.get('/api/messages')).body.messages.find(
        (message: { id: string }) => message.id === messageId,
      );
      expect(mine.replies.map((reply: { body: string }) => reply.body)).toEqual([
        'Erledigt, Premium ist an.',
      ]);
      const unmarked = await admin.patch(`/api/admin/messages/${messageId}`, { read: false });
      expect(unmarked.body.data.readAt).toBeNull();
      expect((await admin.patch('/api/admin/messages/cmissing0000000000000000', { read: true })).status).toBe(
        404,
      );
    });
  });

  describe('the audit log', () => {
    it('can be read and filtered but has no route that edits or deletes an entry', async () => {
      const all = await admin.get('/api/admin/audit?limit=100');
      expect(all.body.total).toBeGreaterThan(0);
      expect((await couple.get('/api/admin/audit')).status).toBe(403);
      const id = all.body.data[0].id;
      for (const method of ['put', 'patch', 'delete'] as const) {
        const res = await superadmin.send(method, `/api/admin/audit/${id}`, { action: 'nothing happened' });
        expect(res.status, method).toBe(404);
      }
      expect((await ctx.prisma.auditLog.findUniqueOrThrow({ where: { id } })).action).toBe(
        all.body.data[0].action,
      );
    });
  });
});
