import type { GiftListFilter, GiftView, Locale } from '@wedding/core';
import type { Prisma, PrismaClient } from '@wedding/db';
import { giftSelect, giftViewOf } from './gift-view.js';

/** The filters of the list, as a where clause (the exports use the same). */
function giftWhere(weddingId: string, filter: GiftListFilter): Prisma.GiftWhereInput {
  const where: Prisma.GiftWhereInput = { weddingId };
  const and: Prisma.GiftWhereInput[] = [];
  if (filter.thankYouStatus) and.push({ thankYouStatus: filter.thankYouStatus });
  if (filter.stillToThank) and.push({ thankYouStatus: { not: 'sent' } });
  if (filter.eventId) and.push({ eventId: filter.eventId });
  if (filter.householdId) and.push({ householdId: filter.householdId });
  if (filter.search) {
    and.push({
      OR: [
        { description: { contains: filter.search, mode: 'insensitive' } },
        { household: { name: { contains: filter.search, mode: 'insensitive' } } },
      ],
    });
  }
  return and.length > 0 ? { ...where, AND: and } : where;
}

/**
 * The wedding's gifts that pass the filter, the latest received first (gifts without a date after them, then the
 * latest recorded first); events named in `locale`.
 */
export async function listGifts(
  prisma: PrismaClient,
  weddingId: string,
  filter: GiftListFilter,
  locale: Locale,
): Promise<GiftView[]> {
  const rows = await prisma.gift.findMany({
    where: giftWhere(weddingId, filter),
    orderBy: [{ receivedOn: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }],
    select: giftSelect,
  });
  return rows.map((row) => giftViewOf(row, locale));
}
