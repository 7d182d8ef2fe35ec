import type { GiftInput, GiftView, GuestSide, Locale } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { HttpError } from '../http/errors.js';
import { dateOfDay, dayOf, giftSelect, giftViewOf } from './gift-view.js';

export const giftNotFound = () => new HttpError(404, 'gifts.notFound');

/** Throws unless the member may edit guests of these sides (403 guestSideForbidden for a side editor). */
export type SideCheck = (...sides: GuestSide[]) => void;

/** The household head of the wedding named by `householdId` (a guest that is its own party), else 400. */
async function householdHead(prisma: PrismaClient, weddingId: string, householdId: string) {
  const head = await prisma.guest.findFirst({
    where: { id: householdId, weddingId },
    select: { id: true, partyId: true, name: true, side: true },
  });
  if (!head || head.partyId !== head.id) throw new HttpError(400, 'gifts.householdNotFound');
  return head;
}

async function assertEventOfWedding(prisma: PrismaClient, weddingId: string, eventId: string | null) {
  if (eventId === null) return;
  const event = await prisma.scheduleEvent.findFirst({
    where: { id: eventId, weddingId },
    select: { id: true },
  });
  if (!event) throw new HttpError(400, 'gifts.eventNotFound');
}

export interface SaveGiftOptions {
  weddingId: string;
  /** null: record a new gift. */
  giftId: string | null;
  input: GiftInput;
  actor: ActivityActor;
  checkSide: SideCheck;
  /** The wedding's main language, for the event's title in the answer. */
  locale: Locale;
  now: Date;
}

/**
 * Records a gift or replaces one's fields, with its activity line in the same transaction. The household must be a
 * household head of the wedding and the event one of its events (400 otherwise); a side editor may only record
 * gifts of their side's households, and only move a gift between households of their side. A thank-you status
 * other than 'to write' keeps a date: the one given, else the date it had in that status, else today; 'to write'
 * has none. An update that moves the status to 'sent' reads as 'gift.thanked' in the feed.
 */
export async function saveGift(prisma: PrismaClient, options: SaveGiftOptions): Promise<GiftView> {
  const { weddingId, giftId, input, actor, checkSide, locale, now } = options;
  const existing =
    giftId === null
      ? null
      : await prisma.gift.findFirst({
          where: { id: giftId, weddingId },
          select: { thankYouStatus: true, thankYouOn: true, household: { select: { side: true } } },
        });
  if (giftId !== null && !existing) throw giftNotFound();
  const head = await householdHead(prisma, weddingId, input.householdId);
  if (existing) checkSide(existing.household.side, head.side);
  else checkSide(head.side);
  await assertEventOfWedding(prisma, weddingId, input.eventId);

  const thankYouDay =
    input.thankYouStatus === 'toWrite'
      ? null
      : (input.thankYouOn ??
        (existing?.thankYouStatus === input.thankYouStatus ? dayOf(existing.thankYouOn) : null) ??
        now.toISOString().slice(0, 10));
  const data = {
    householdId: head.id,
    description: input.description,
    amount: input.amount,
    currency: input.currency,
    receivedOn: dateOfDay(input.receivedOn),
    eventId: input.eventId,
    thankYouStatus: input.thankYouStatus,
    thankYouOn: dateOfDay(thankYouDay),
  };
  const action =
    existing === null
      ? 'gift.recorded'
      : input.thankYouStatus === 'sent' && existing.thankYouStatus !== 'sent'
        ? 'gift.thanked'
        : 'gift.changed';

  const row = await prisma.$transaction(async (tx) => {
    const saved =
      giftId === null
        ? await tx.gift.create({ data: { weddingId, ...data }, select: giftSelect })
        : await tx.gift.update({ where: { id: giftId, weddingId }, data, select: giftSelect });
    await recordActivity(tx, weddingId, actor, { action, subject: head.name });
    return saved;
  });
  return giftViewOf(row, locale);
}
