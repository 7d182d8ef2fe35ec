import type { GiftCounts, GiftView, Locale } from '@wedding/core';
import type { Prisma, PrismaClient } from '@wedding/db';

/** What a gift's answer reads of its row: the household head's name and side, the event's titles. */
export const giftSelect = {
  id: true,
  householdId: true,
  description: true,
  amount: true,
  currency: true,
  receivedOn: true,
  eventId: true,
  thankYouStatus: true,
  thankYouOn: true,
  createdAt: true,
  household: { select: { name: true, side: true } },
  event: { select: { title: true, translations: true } },
} satisfies Prisma.GiftSelect;

export type GiftRow = Prisma.GiftGetPayload<{ select: typeof giftSelect }>;

/** A @db.Date column as 'YYYY-MM-DD' (stored at midnight UTC). */
export const dayOf = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

/** 'YYYY-MM-DD' as the Date a @db.Date column stores. */
export const dateOfDay = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00.000Z`) : null);

/** An event's title in `locale`, else the title it was written with. */
export function eventTitle(event: { title: string; translations: unknown }, locale: Locale): string {
  const entry =
    event.translations && typeof event.translations === 'object' && !Array.isArray(event.translations)
      ? (event.translations as Record<string, { title?: unknown } | undefined>)[locale]
      : undefined;
  return typeof entry?.title === 'string' && entry.title !== '' ? entry.title : event.title;
}

/** The answer's view of one gift; the event named in `locale` (the wedding's main language). */
export function giftViewOf(row: GiftRow, locale: Locale): GiftView {
  return {
    id: row.id,
    householdId: row.householdId,
    householdName: row.household.name,
    description: row.description,
    amount: row.amount === null ? null : Number(row.amount.toString()),
    currency: row.currency,
    receivedOn: dayOf(row.receivedOn),
    eventId: row.eventId,
    eventTitle: row.event ? eventTitle(row.event, locale) : null,
    thankYouStatus: row.thankYouStatus,
    thankYouOn: dayOf(row.thankYouOn),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many gifts the wedding has by thank-you status, whatever a list shows. */
export async function giftCounts(prisma: Pick<PrismaClient, 'gift'>, weddingId: string): Promise<GiftCounts> {
  const groups = await prisma.gift.groupBy({
    by: ['thankYouStatus'],
    where: { weddingId },
    _count: { _all: true },
  });
  const counts: GiftCounts = { total: 0, toWrite: 0, written: 0, sent: 0 };
  for (const group of groups) {
    counts[group.thankYouStatus] = group._count._all;
    counts.total += group._count._all;
  }
  return counts;
}
