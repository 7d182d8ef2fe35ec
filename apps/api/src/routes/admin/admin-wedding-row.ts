import type { Prisma } from '@wedding/db';
import { pickInfo } from '../../weddings/wedding-view.js';

/** What every admin wedding view reads: the first texts (couple names), the owner and the counts. */
export const adminWeddingInclude = {
  info: true,
  owner: { select: { id: true, username: true } },
  _count: { select: { guests: true, rsvps: true } },
} as const satisfies Prisma.WeddingInclude;

type AdminWeddingRecord = Prisma.WeddingGetPayload<{ include: typeof adminWeddingInclude }>;

/** A wedding as the admin list shows it (core's adminWeddingRowSchema). */
export function adminWeddingRow(wedding: AdminWeddingRecord) {
  const info = pickInfo(wedding.info);
  return {
    id: wedding.id,
    slug: wedding.slug,
    brideName: info?.brideName ?? '',
    groomName: info?.groomName ?? '',
    weddingDate: wedding.weddingDate?.toISOString() ?? null,
    isActive: wedding.isActive,
    isPremium: wedding.isPremium,
    owner: wedding.owner,
    guestCount: wedding._count.guests,
    rsvpCount: wedding._count.rsvps,
    views: wedding.viewsTotal,
    createdAt: wedding.createdAt.toISOString(),
  };
}
