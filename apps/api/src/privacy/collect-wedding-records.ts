import type { PrismaClient } from '@wedding/db';

/**
 * Every row stored for one wedding, with its children, as the archive's `wedding.json` holds it: the wedding
 * itself, texts per language, members (user id and username), guests with addresses, social profiles and
 * companion groups, RSVPs with everyone they cover, locations, schedule, accommodations, gallery images with
 * their page backgrounds, the seating plan, gifts and their thank-you notes, the activity feed, and the daily view
 * counts. Nothing is left out: the archive is the answer to "what do you store about our wedding".
 */
export async function collectWeddingRecords(prisma: PrismaClient, weddingId: string) {
  return prisma.wedding.findUniqueOrThrow({
    where: { id: weddingId },
    include: {
      info: { orderBy: { locale: 'asc' } },
      members: { orderBy: { joinedAt: 'asc' }, include: { user: { select: { id: true, username: true } } } },
      guests: {
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        include: {
          addresses: { orderBy: { position: 'asc' } },
          socialProfiles: { orderBy: { position: 'asc' } },
        },
      },
      companionGroups: { orderBy: { createdAt: 'asc' } },
      rsvps: { orderBy: { submittedAt: 'asc' }, include: { guests: { orderBy: { position: 'asc' } } } },
      locations: { orderBy: { createdAt: 'asc' } },
      scheduleEvents: { orderBy: [{ day: 'asc' }, { sortOrder: 'asc' }] },
      accommodations: { orderBy: { createdAt: 'asc' } },
      images: { orderBy: { position: 'asc' }, include: { backgrounds: true } },
      pageBackgrounds: { orderBy: { page: 'asc' } },
      dailyViews: { orderBy: { day: 'asc' } },
      seatingTables: { orderBy: { sortOrder: 'asc' } },
      seatAssignments: { orderBy: { guestId: 'asc' } },
      seatingNotes: { orderBy: { createdAt: 'asc' } },
      gifts: { orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] },
      activity: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
}

export type WeddingRecords = Awaited<ReturnType<typeof collectWeddingRecords>>;
