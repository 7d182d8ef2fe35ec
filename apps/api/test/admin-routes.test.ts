import { describe, expect, it } from 'vitest';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

const ADMIN_GETS = [
  '/api/admin/weddings',
  '/api/admin/customers',
  '/api/admin/gallery',
  '/api/admin/locations',
  '/api/admin/analytics',
  '/api/admin/recent-activity',
];

describe.each(TEST_DATABASES)('admin routes (%s)', (db) => {
  let ctx: TestContext;
  let admin: TestClient;
  let superadmin: TestClient;
  let user: TestClient;
  let sunny: CreatedWedding;
  let rainy: CreatedWedding;

  withTestContext(db, async (created) => {
    ctx = created;
    admin = (await ctx.loginAs('admin')).client;
    superadmin = (await ctx.loginAs('superadmin')).client;
    const couple = await ctx.loginAs('user', { username: 'couple-sunny' });
    user = couple.client;
    sunny = await ctx.createWedding({
      memberIds: [couple.user.id],
      slug: 'sunny-wedding',
      brideName: 'Sonja',
      groomName: 'Tom',
      isPremium: true,
    });
    rainy = await ctx.createWedding({
      memberIds: [couple.user.id],
      slug: 'rainy-wedding',
      brideName: 'Rita',
    });
    await ctx.prisma.wedding.update({ where: { id: rainy.id }, data: { isActive: false, viewsTotal: 7 } });
    await ctx.prisma.wedding.update({ where: { id: sunny.id }, data: { viewsTotal: 5 } });
    await ctx.prisma.guest.createMany({
      data: [
        { weddingId: sunny.id, name: 'G1' },
        { weddingId: sunny.id, name: 'G2' },
        { weddingId: rainy.id, name: 'G3' },
      ],
    });
    const statuses = ['attending', 'attending', 'not_attending', 'maybe', 'attending', 'maybe'] as const;
    for (const [index, attendanceStatus] of statuses.entries()) {
      await ctx.prisma.rsvp.create({
        data: {
          weddingId: index % 2 === 0 ? sunny.id : rainy.id,
          name: `Guest ${index}`,
          phone: '+49 170 0000000',
          attendanceStatus,
          submittedAt: new Date(Date.UTC(2026, 0, 1 + index)),
        },
      });
    }
    await ctx.prisma.location.create({
      data: {
        weddingId: sunny.id,
        type: 'ceremony',
        name: 'Chapel',
        address: 'Kirchweg 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    });
  });

  describe('docs/requirements.md B6: admin and superadmin only', () => {
    it.each(ADMIN_GETS)('GET %s: anonymous 401, user 403, admin and superadmin 200', async (path) => {
      expect((await ctx.client().get(path)).status).toBe(401);
      expect((await user.get(path)).status).toBe(403);
      expect((await admin.get(path)).status).toBe(200);
      expect((await superadmin.get(path)).status).toBe(200);
    });

    it('PATCH /api/admin/weddings/:id: anonymous 401, user 403', async () => {
      const anonymous = ctx.client();
      expect((await anonymous.patch(`/api/admin/weddings/${sunny.id}`, { isPremium: false })).status).toBe(
        401,
      );
      expect((await user.patch(`/api/admin/weddings/${sunny.id}`, { isPremium: false })).status).toBe(403);
      expect((await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: sunny.id } })).isPremium).toBe(true);
    });
  });

  describe('weddings', () => {
    it('lists weddings with couple names, date, status, plan and counts', async () => {
      const res = await admin.get('/api/admin/weddings?limit=100');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, limit: 100, totalPages: 1 });
      const sunnyRow = res.body.data.find((row: { id: string }) => row.id === sunny.id);
      expect(sunnyRow).toMatchObject({
        slug: 'sunny-wedding',
        brideName: 'Sonja',
        groomName: 'Tom',
        isActive: true,
        isPremium: true,
        guestCount: 2,
        rsvpCount: 3,
        views: 5,
        weddingDate: '2027-06-12T00:00:00.000Z',
      });
    });

    it('searches by slug and couple names, and pages', async () => {
      const bySlug = await admin.get('/api/admin/weddings?search=RAINY');
      expect(bySlug.body.data.map((row: { id: string }) => row.id)).toEqual([rainy.id]);
      const byName = await admin.get('/api/admin/weddings?search=sonja');
      expect(byName.body.data.map((row: { id: string }) => row.id)).toEqual([sunny.id]);
      const paged = await admin.get('/api/admin/weddings?limit=1&page=2');
      expect(paged.body).toMatchObject({ total: 2, page: 2, limit: 1, totalPages: 2 });
      expect(paged.body.data).toHaveLength(1);
      const clamped = await admin.get('/api/admin/weddings?limit=100000&page=0');
      expect(clamped.body).toMatchObject({ page: 1, limit: 100 });
    });

    it('switches isActive and isPremium', async () => {
      const res = await superadmin.patch(`/api/admin/weddings/${rainy.id}`, {
        isActive: true,
        isPremium: true,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: rainy.id, isActive: true, isPremium: true });
      const back = await admin.patch(`/api/admin/weddings/${rainy.id}`, {
        isActive: false,
        isPremium: false,
      });
      expect(back.body.data).toMatchObject({ isActive: false, isPremium: false });
    });

    it.each([
      ['an empty body', {}],
      ['a text flag', { isActive: 'yes' }],
      ['an unknown field', { slug: 'hijack' }],
    ])('PATCH with %s -> 400', async (_label, body) => {
      expect((await admin.patch(`/api/admin/weddings/${rainy.id}`, body)).status).toBe(400);
    });

    it('PATCH of an unknown or malformed wedding id -> 404', async () => {
      expect((await admin.patch('/api/admin/weddings/unknownwedding1', { isActive: true })).status).toBe(404);
      expect((await admin.patch('/api/admin/weddings/bad%20id!', { isActive: true })).status).toBe(404);
    });
  });

  describe('customers, gallery, locations', () => {
    it('lists users with their weddings and never a password hash', async () => {
      const res = await admin.get('/api/admin/customers?search=couple-sunny');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      const [customer] = res.body.data;
      expect(customer).toMatchObject({ username: 'couple-sunny', role: 'user' });
      expect(customer.weddings.map((wedding: { slug: string }) => wedding.slug).sort()).toEqual([
        'rainy-wedding',
        'sunny-wedding',
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
    });

    it('lists images across weddings with their wedding', async () => {
      await ctx.prisma.galleryImage.create({
        data: {
          weddingId: sunny.id,
          url: '/uploads/admin-list.webp',
          storageKey: 'admin-list.webp',
          width: 10,
          height: 10,
          fileSize: 100,
          mimeType: 'image/webp',
        },
      });
      const res = await admin.get('/api/admin/gallery');
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({
        url: '/uploads/admin-list.webp',
        wedding: { slug: 'sunny-wedding' },
      });
    });

    it('lists locations across weddings', async () => {
      const res = await admin.get('/api/admin/locations?search=berlin');
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({ name: 'Chapel', wedding: { slug: 'sunny-wedding' } });
    });

    it('rejects an over-long search with 400', async () => {
      expect((await admin.get(`/api/admin/customers?search=${'x'.repeat(201)}`)).status).toBe(400);
    });
  });

  describe('analytics and recent activity', () => {
    it('totals weddings, guests, RSVPs by status and views', async () => {
      const res = await admin.get('/api/admin/analytics');
      expect(res.body).toMatchObject({
        weddings: { total: 2, active: 1, inactive: 1, premium: 1 },
        guests: 3,
        rsvps: { total: 6, byStatus: { attending: 3, not_attending: 1, maybe: 2 } },
        views: { total: 12 },
      });
    });

    it('docs/requirements.md A2: the 5 newest RSVPs across weddings, newest first', async () => {
      const res = await admin.get('/api/admin/recent-activity');
      expect(res.body.data.map((rsvp: { name: string }) => rsvp.name)).toEqual([
        'Guest 5',
        'Guest 4',
        'Guest 3',
        'Guest 2',
        'Guest 1',
      ]);
      expect(res.body.data[0]).toMatchObject({
        attendanceStatus: 'maybe',
        weddingSlug: 'rainy-wedding',
        weddingInfo: { brideName: 'Rita', groomName: 'Ben' },
      });
    });
  });
});
