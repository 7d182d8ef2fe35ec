import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalImageStore,
  type Database,
  DEMO_IMAGES,
  DEMO_SLUG,
  openDatabase,
  type SeedDemoResult,
  type StoreImageInput,
  seedDemo,
} from '../src/index';

const NOW = new Date('2026-05-02T10:00:00.000Z');

describe('seedDemo (demo couple, admin and the anna-und-ben wedding)', () => {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'wedding-db-uploads-'));
  const stored: { input: StoreImageInput; width: number | undefined; format: string | undefined }[] = [];
  let database: Database;
  let result: SeedDemoResult;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    const diskStore = createLocalImageStore({ directory: uploadDir });
    result = await seedDemo(database.prisma, {
      now: NOW,
      storeImage: async (image, input) => {
        const metadata = await sharp(image).metadata();
        stored.push({ input, width: metadata.width, format: metadata.format });
        return diskStore(image, input);
      },
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('creates the promised amounts: 150 guests, four location types, two schedule days, six locales', () => {
    expect(result.created).toBe(true);
    expect(result.counts).toMatchObject({
      guests: 150,
      locationTypes: 4,
      scheduleDays: 2,
      infoLocales: 6,
      images: DEMO_IMAGES.length,
      members: 1,
    });
    expect(result.counts.companionGroups).toBeGreaterThan(10);
    expect(result.counts.rsvps).toBeGreaterThan(30);
    expect(result.counts.accommodations).toBeGreaterThanOrEqual(2);
  });

  it('makes the wedding premium, active, about four months ahead, with a valid 8-character access code', async () => {
    const wedding = await database.prisma.wedding.findUniqueOrThrow({ where: { slug: DEMO_SLUG } });
    expect(wedding).toMatchObject({ isPremium: true, isActive: true, accessCode: result.accessCode });
    expect(result.accessCode).toMatch(/^[A-Z0-9]{8}$/);
    const daysAhead = ((wedding.weddingDate?.getTime() ?? 0) - NOW.getTime()) / 86_400_000;
    expect(daysAhead).toBeGreaterThanOrEqual(120);
    expect(daysAhead).toBeLessThan(128);
    expect(wedding.weddingDate?.getUTCDay()).toBe(6);
    expect(wedding.customization).toMatchObject({ presetId: 'blush-romance', theme: { layout: 'romantic' } });
    expect(wedding.viewsTotal).toBeGreaterThan(0);
  });

  it('has German and English info with the couple names', async () => {
    const info = await database.prisma.weddingInfo.findMany({ where: { wedding: { slug: DEMO_SLUG } } });
    const byLocale = new Map(info.map((entry) => [entry.locale, entry]));
    expect(byLocale.get('de')).toMatchObject({
      brideName: 'Anna',
      groomName: 'Ben',
      ceremonyTitle: 'Trauung',
    });
    expect(byLocale.get('en')).toMatchObject({
      brideName: 'Anna',
      groomName: 'Ben',
      ceremonyTitle: 'Ceremony',
    });
  });

  it('spreads guests over every category, side, priority and approval status, with companions grouped', async () => {
    const where = { wedding: { slug: DEMO_SLUG } };
    const distinct = async (by: 'category' | 'side' | 'priority' | 'approvalStatus' | 'attendanceStatus') =>
      (await database.prisma.guest.groupBy({ by: [by], where })).map((group) => group[by]).sort();
    expect(await distinct('category')).toEqual(['colleagues', 'family', 'friends', 'other']);
    expect(await distinct('side')).toEqual(['both', 'partner1', 'partner2']);
    expect(await distinct('priority')).toEqual(['maybe', 'must_invite', 'standard']);
    expect(await distinct('approvalStatus')).toEqual(['approved', 'maybe', 'not_approved', 'pending']);
    expect(await distinct('attendanceStatus')).toEqual(['attending', 'maybe', 'not_attending', null]);
    const group = await database.prisma.companionGroup.findFirstOrThrow({
      where: { wedding: { slug: DEMO_SLUG } },
      include: { primaryGuest: true, members: true },
    });
    expect(group.primaryGuest.groupRole).toBe('primary');
    expect(group.members.filter((member) => member.groupRole === 'companion').length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('records RSVPs of every attendance status, attending ones with their guests', async () => {
    const rsvps = await database.prisma.rsvp.findMany({
      where: { wedding: { slug: DEMO_SLUG } },
      include: { guests: true },
    });
    expect(new Set(rsvps.map((rsvp) => rsvp.attendanceStatus))).toEqual(
      new Set(['attending', 'not_attending', 'maybe']),
    );
    for (const rsvp of rsvps.filter((entry) => entry.attendanceStatus === 'attending')) {
      expect(rsvp.guests).toHaveLength(rsvp.numberOfGuests);
    }
    const answeredGuests = await database.prisma.guest.count({
      where: { wedding: { slug: DEMO_SLUG }, rsvpReceived: true },
    });
    expect(answeredGuests).toBeGreaterThan(0);
  });

  it('begins a seating plan: households together, only guests who come, free seats and guests still to place', async () => {
    const wedding = { slug: DEMO_SLUG };
    const [tables, seats, attending] = await Promise.all([
      database.prisma.seatingTable.findMany({ where: { wedding }, include: { assignments: true } }),
      database.prisma.seatAssignment.findMany({ where: { wedding }, include: { guest: true } }),
      database.prisma.guest.count({ where: { wedding, attendanceStatus: 'attending' } }),
    ]);
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) expect(table.assignments.length).toBeLessThanOrEqual(table.seats);
    expect(seats.length).toBeGreaterThan(0);
    expect(seats.length, 'some guests still wait for a place').toBeLessThan(attending);
    expect(seats.every((seat) => seat.guest.attendanceStatus === 'attending')).toBe(true);
    expect(seats.every((seat) => !seat.placedByHand)).toBe(true);
    const tablesOfHousehold = new Map<string, Set<string>>();
    for (const seat of seats) {
      const household = seat.guest.partyId || seat.guest.id;
      tablesOfHousehold.set(household, (tablesOfHousehold.get(household) ?? new Set()).add(seat.tableId));
    }
    expect([...tablesOfHousehold.values()].every((tableIds) => tableIds.size === 1)).toBe(true);
  });

  it('records gifts of households, some still to thank, and an activity feed of them and the latest answers', async () => {
    const wedding = { slug: DEMO_SLUG };
    const [gifts, lines] = await Promise.all([
      database.prisma.gift.findMany({ where: { wedding }, include: { household: true } }),
      database.prisma.weddingActivity.findMany({ where: { wedding } }),
    ]);
    expect(gifts.length).toBeGreaterThan(2);
    expect(gifts.every((gift) => gift.household.id === gift.household.partyId)).toBe(true);
    expect(new Set(gifts.map((gift) => gift.thankYouStatus))).toEqual(
      new Set(['toWrite', 'written', 'sent']),
    );
    expect(lines.filter((line) => line.area === 'gifts')).toHaveLength(gifts.length);
    expect(lines.some((line) => line.actorKind === 'guest' && line.action === 'rsvp.received')).toBe(true);
  });

  it('stores real generated JPEG images through storeImage, with lower-case tags and categories', async () => {
    expect(stored).toHaveLength(DEMO_IMAGES.length);
    for (const entry of stored) {
      expect(entry.input.mimeType).toBe('image/jpeg');
      expect(entry.input.filename).toMatch(/^[a-z0-9_-]+\.jpg$/);
      expect(entry.format).toBe('jpeg');
      expect(entry.width).toBe(1200);
    }
    const images = await database.prisma.galleryImage.findMany({ where: { wedding: { slug: DEMO_SLUG } } });
    expect(new Set(images.map((image) => image.category)).size).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
      expect(readFileSync(path.join(uploadDir, image.storageKey)).length).toBe(image.fileSize);
    }
  });

  it('returns random passwords that verify against the stored argon2id hashes', async () => {
    const credentials = result.credentials;
    if (!credentials) throw new Error('expected credentials for a fresh seed');
    expect(credentials.demo.password).not.toBe(credentials.admin.password);
    expect(credentials.demo.password.length).toBeGreaterThanOrEqual(16);
    const demo = await database.prisma.user.findUniqueOrThrow({
      where: { username: credentials.demo.username },
    });
    const admin = await database.prisma.user.findUniqueOrThrow({
      where: { username: credentials.admin.username },
    });
    expect(admin.role).toBe('superadmin');
    expect(await argon2.verify(demo.passwordHash ?? '', credentials.demo.password)).toBe(true);
    expect(await argon2.verify(admin.passwordHash ?? '', credentials.admin.password)).toBe(true);
    const membership = await database.prisma.weddingMember.findFirst({ where: { userId: demo.id } });
    expect(membership?.weddingId).toBe(result.weddingId);
  });

  it('is idempotent: a second run skips and changes nothing', async () => {
    const again = await seedDemo(database.prisma, {
      now: NOW,
      storeImage: () => Promise.reject(new Error('no images should be stored when skipping')),
    });
    expect(again).toMatchObject({ created: false, credentials: null, weddingId: result.weddingId });
    expect(again.counts).toEqual(result.counts);
  });

  it('with reset, replaces the demo with a fresh one and new passwords', async () => {
    const reset = await seedDemo(database.prisma, {
      now: NOW,
      reset: true,
      passwords: { demo: 'demo-password-1', admin: 'admin-password-1' },
      hashPassword: async (password) => `plain:${password}`,
      storeImage: async (image, { filename }) => ({
        url: `/uploads/reset-${filename}`,
        thumbnailUrl: null,
        storageKey: `reset-${filename}`,
        width: 1200,
        height: 800,
        fileSize: image.length,
      }),
    });
    expect(reset.created).toBe(true);
    expect(reset.weddingId).not.toBe(result.weddingId);
    expect(reset.counts).toEqual(result.counts);
    expect(reset.credentials?.demo.password).toBe('demo-password-1');
    expect(await database.prisma.wedding.count({ where: { slug: DEMO_SLUG } })).toBe(1);
    expect(await database.prisma.user.findUnique({ where: { username: 'admin' } })).toMatchObject({
      passwordHash: 'plain:admin-password-1',
    });
  });
});
