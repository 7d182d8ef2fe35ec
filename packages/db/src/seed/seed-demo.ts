import { generateAccessCode, LOCALES } from '@wedding/core';
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { ADMIN_USERNAME, DEMO_COUPLE, DEMO_SLUG, DEMO_USERNAME } from './demo-couple';
import { DEMO_CUSTOMIZATION } from './demo-customization';
import { seedDemoGifts } from './demo-gifts';
import { type DemoParty, planDemoGuests } from './demo-guests';
import { DEMO_IMAGES, renderDemoImage } from './demo-images';
import { DEMO_INFO } from './demo-info';
import { demoSchedule } from './demo-schedule';
import { seedDemoSeating } from './demo-seating';
import { DEMO_ACCOMMODATIONS, DEMO_LOCATIONS } from './demo-venues';
import { generatePassword } from './generate-password';
import { hashPasswordArgon2id } from './hash-password';
import type { StoredImage, StoreImage } from './image-store';
import { createRandom } from './random';
import { dayOf, demoWeddingDate } from './wedding-date';

const DAY_MS = 86_400_000;
const RANDOM_SEED = 20_260_522;
/** Interactive transaction limits: seeding runs a few hundred statements, slower on PGlite. */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 180_000 } as const;

export interface SeedCredentials {
  username: string;
  password: string;
}

export interface SeedDemoOptions {
  storeImage: StoreImage;
  /** Defaults to argon2id, which the API verifies. */
  hashPassword?: (password: string) => Promise<string>;
  /** Reference time for the wedding date, RSVP times and view history (default: now). */
  now?: Date;
  /** Delete the demo wedding and the demo/admin users first, then seed again. */
  reset?: boolean;
  /** Fixed passwords instead of random ones (e.g. for end-to-end tests). */
  passwords?: { demo?: string; admin?: string };
  /** Site customization JSON (default: the blush-romance preset, see DEMO_CUSTOMIZATION). */
  customization?: Prisma.InputJsonValue;
  log?: (message: string) => void;
}

export interface SeedDemoCounts {
  guests: number;
  companionGroups: number;
  rsvps: number;
  locations: number;
  locationTypes: number;
  scheduleEvents: number;
  scheduleDays: number;
  accommodations: number;
  images: number;
  pageBackgrounds: number;
  infoLocales: number;
  members: number;
}

export interface SeedDemoResult {
  /** False when the demo wedding already existed (nothing was written, passwords are unknown). */
  created: boolean;
  weddingId: string;
  slug: string;
  accessCode: string;
  /** The generated logins; null when nothing was created. */
  credentials: { demo: SeedCredentials; admin: SeedCredentials } | null;
  counts: SeedDemoCounts;
}

type Tx = Prisma.TransactionClient;

async function countDemo(prisma: PrismaClient | Tx, weddingId: string): Promise<SeedDemoCounts> {
  const where = { weddingId };
  const [guests, companionGroups, rsvps, locations, locationTypes, scheduleEvents, scheduleDays] =
    await Promise.all([
      prisma.guest.count({ where }),
      prisma.companionGroup.count({ where }),
      prisma.rsvp.count({ where }),
      prisma.location.count({ where }),
      prisma.location.groupBy({ by: ['type'], where }).then((groups) => groups.length),
      prisma.scheduleEvent.count({ where }),
      prisma.scheduleEvent.groupBy({ by: ['day'], where }).then((groups) => groups.length),
    ]);
  const [accommodations, images, pageBackgrounds, infoLocales, members] = await Promise.all([
    prisma.accommodation.count({ where }),
    prisma.galleryImage.count({ where }),
    prisma.pageBackground.count({ where }),
    prisma.weddingInfo.count({ where }),
    prisma.weddingMember.count({ where }),
  ]);
  return {
    guests,
    companionGroups,
    rsvps,
    locations,
    locationTypes,
    scheduleEvents,
    scheduleDays,
    accommodations,
    images,
    pageBackgrounds,
    infoLocales,
    members,
  };
}

async function removeDemo(tx: Tx): Promise<void> {
  await tx.wedding.deleteMany({ where: { slug: DEMO_SLUG } });
  await tx.user.deleteMany({ where: { username: { in: [DEMO_USERNAME, ADMIN_USERNAME] } } });
}

async function storeDemoImages(
  storeImage: StoreImage,
): Promise<{ spec: (typeof DEMO_IMAGES)[number]; stored: StoredImage }[]> {
  const stored = [];
  for (const spec of DEMO_IMAGES) {
    const buffer = await renderDemoImage(spec);
    stored.push({
      spec,
      stored: await storeImage(buffer, { filename: spec.filename, mimeType: 'image/jpeg' }),
    });
  }
  return stored;
}

async function insertParty(
  tx: Tx,
  weddingId: string,
  party: DemoParty,
  index: number,
  now: Date,
): Promise<void> {
  const primary = await tx.guest.create({
    data: {
      ...party.primary,
      weddingId,
      addresses: { createMany: { data: party.addresses } },
      socialProfiles: { createMany: { data: party.socialProfiles } },
    },
  });
  let companionGroupId: string | null = null;
  if (party.companions.length > 0) {
    const group = await tx.companionGroup.create({ data: { weddingId, primaryGuestId: primary.id } });
    companionGroupId = group.id;
    await tx.guest.update({ where: { id: primary.id }, data: { groupRole: 'primary', companionGroupId } });
    await tx.guest.createMany({
      data: party.companions.map((companion) => ({
        ...companion,
        weddingId,
        groupRole: 'companion' as const,
        companionGroupId,
      })),
    });
  }
  const plan = party.rsvp;
  if (!plan) return;
  const attending = plan.attendanceStatus === 'attending';
  const people = [party.primary, ...party.companions].slice(0, plan.numberOfGuests);
  const restrictions =
    (party.primary.dietaryInformation as { restrictions?: string[] } | undefined)?.restrictions ?? [];
  await tx.rsvp.create({
    data: {
      weddingId,
      guestId: primary.id,
      name: party.primary.name,
      email: party.primary.email ?? null,
      phone: party.primary.phone ?? '+49 1700000000',
      attendanceStatus: plan.attendanceStatus,
      numberOfGuests: plan.numberOfGuests,
      needsTransport: plan.needsTransport,
      needsAccommodation: plan.needsAccommodation,
      message: plan.message,
      locale: plan.locale,
      idempotencyKey: `demo-seed-${index}`,
      submittedAt: new Date(now.getTime() - plan.daysBeforeNow * DAY_MS),
      guests: {
        createMany: {
          data: attending
            ? people.map((guest, position) => ({
                position,
                name: guest.name,
                phone: guest.phone ?? null,
                dietaryRestrictions: position === 0 ? restrictions : [],
              }))
            : [],
        },
      },
    },
  });
  const answer = { rsvpReceived: true, attendanceStatus: plan.attendanceStatus };
  await tx.guest.update({
    where: { id: primary.id },
    data: {
      ...answer,
      confirmedGuests: attending ? plan.numberOfGuests : 0,
      needsTransport: plan.needsTransport,
      needsAccommodation: plan.needsAccommodation,
    },
  });
  if (companionGroupId) {
    await tx.guest.updateMany({ where: { companionGroupId, groupRole: 'companion' }, data: answer });
  }
}

/** Answers that came through the public form without matching a guest on the list. */
async function insertWalkInRsvps(tx: Tx, weddingId: string, now: Date): Promise<void> {
  const walkIns = [
    {
      name: 'Tante Gisela',
      phone: '+49 1761234567',
      attendanceStatus: 'attending' as const,
      guests: ['Tante Gisela', 'Onkel Horst'],
    },
    { name: 'Sam Taylor', phone: '+44 7700900123', attendanceStatus: 'maybe' as const, guests: [] },
    {
      name: 'Familie Özdemir',
      phone: '+49 1609876543',
      attendanceStatus: 'not_attending' as const,
      guests: [],
    },
  ];
  for (const [index, walkIn] of walkIns.entries()) {
    await tx.rsvp.create({
      data: {
        weddingId,
        name: walkIn.name,
        phone: walkIn.phone,
        attendanceStatus: walkIn.attendanceStatus,
        numberOfGuests: Math.max(1, walkIn.guests.length),
        message: walkIn.attendanceStatus === 'not_attending' ? 'Wir feiern in Gedanken mit!' : null,
        locale: index === 1 ? 'en' : 'de',
        idempotencyKey: `demo-seed-walk-in-${index}`,
        submittedAt: new Date(now.getTime() - (index + 1) * DAY_MS),
        guests: { createMany: { data: walkIn.guests.map((name, position) => ({ name, position })) } },
      },
    });
  }
}

async function insertDailyViews(tx: Tx, weddingId: string, now: Date): Promise<number> {
  const random = createRandom(RANDOM_SEED + 1);
  const days = Array.from({ length: 30 }, (_, offset) => ({
    weddingId,
    day: dayOf(now, -offset),
    views: random.int(5, 60),
  }));
  await tx.weddingDailyView.createMany({ data: days });
  return days.reduce((sum, day) => sum + day.views, 0);
}

/**
 * Seeds the demo: a couple login, an admin login, the premium wedding 'anna-und-ben' about four months
 * ahead with info in all six locales, 150 guests, RSVPs, four location types, a two-day schedule,
 * accommodations and generated gallery images. Skips (created: false) when the demo wedding exists.
 */
export async function seedDemo(prisma: PrismaClient, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const existing = await prisma.wedding.findUnique({ where: { slug: DEMO_SLUG } });
  if (existing && !options.reset) {
    log(`Demo wedding '${DEMO_SLUG}' exists; seed skipped.`);
    return {
      created: false,
      weddingId: existing.id,
      slug: existing.slug,
      accessCode: existing.accessCode,
      credentials: null,
      counts: await countDemo(prisma, existing.id),
    };
  }

  const hashPassword = options.hashPassword ?? hashPasswordArgon2id;
  const demo = { username: DEMO_USERNAME, password: options.passwords?.demo ?? generatePassword() };
  const admin = { username: ADMIN_USERNAME, password: options.passwords?.admin ?? generatePassword() };
  const [demoHash, adminHash] = await Promise.all([
    hashPassword(demo.password),
    hashPassword(admin.password),
  ]);
  const images = await storeDemoImages(options.storeImage);
  const parties = planDemoGuests(createRandom(RANDOM_SEED));
  const weddingDate = demoWeddingDate(now);
  const accessCode = generateAccessCode();

  const weddingId = await prisma.$transaction(async (tx) => {
    if (options.reset) await removeDemo(tx);
    const demoUser = await tx.user.create({
      data: {
        username: demo.username,
        name: `${DEMO_COUPLE.brideName} & ${DEMO_COUPLE.groomName}`,
        passwordHash: demoHash,
      },
    });
    await tx.user.create({
      // The installation's operator: the one account that can grant staff roles and change the service's settings.
      data: { username: admin.username, name: 'Administrator', role: 'superadmin', passwordHash: adminHash },
    });
    const wedding = await tx.wedding.create({
      data: {
        slug: DEMO_SLUG,
        userId: demoUser.id,
        accessCode,
        isActive: true,
        isPremium: true,
        weddingDate,
        customization: options.customization ?? DEMO_CUSTOMIZATION,
        customizationVersion: 1,
        members: { create: { userId: demoUser.id, joinedAt: now, role: 'owner' } },
        info: {
          createMany: {
            data: LOCALES.map((locale) => ({ locale, ...DEMO_COUPLE, ...DEMO_INFO[locale] })),
          },
        },
        locations: { createMany: { data: DEMO_LOCATIONS } },
        scheduleEvents: { createMany: { data: demoSchedule(weddingDate) } },
        accommodations: { createMany: { data: DEMO_ACCOMMODATIONS } },
      },
    });
    for (const [index, party] of parties.entries()) {
      await insertParty(tx, wedding.id, party, index, now);
    }
    await insertWalkInRsvps(tx, wedding.id, now);
    await seedDemoSeating(tx, wedding.id);
    await seedDemoGifts(tx, wedding.id, { id: demoUser.id, name: demoUser.name ?? demoUser.username }, now);
    const galleryIds: string[] = [];
    for (const [position, { spec, stored }] of images.entries()) {
      const image = await tx.galleryImage.create({
        data: {
          weddingId: wedding.id,
          ...stored,
          mimeType: 'image/jpeg',
          caption: spec.caption,
          category: spec.category,
          tags: spec.tags,
          position,
        },
      });
      galleryIds.push(image.id);
    }
    const [inviteImage, rsvpImage] = galleryIds;
    if (inviteImage && rsvpImage) {
      await tx.pageBackground.createMany({
        data: [
          { weddingId: wedding.id, imageId: inviteImage, page: 'invite', opacity: 0.3 },
          { weddingId: wedding.id, imageId: rsvpImage, page: 'rsvp', opacity: 0.2, grayscale: true },
        ],
      });
    }
    const viewsTotal = await insertDailyViews(tx, wedding.id, now);
    await tx.wedding.update({ where: { id: wedding.id }, data: { viewsTotal } });
    return wedding.id;
  }, TRANSACTION_OPTIONS);

  const counts = await countDemo(prisma, weddingId);
  log(`Seeded demo wedding '${DEMO_SLUG}' with ${counts.guests} guests and ${counts.rsvps} RSVPs.`);
  return { created: true, weddingId, slug: DEMO_SLUG, accessCode, credentials: { demo, admin }, counts };
}
