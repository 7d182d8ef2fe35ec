import type { MailCap } from '@wedding/core';
import { Prisma, type PrismaClient } from '@wedding/db';
import { HttpError } from '../http/errors.js';

/** A wedding may write about twice its guest list a day, and at least this many (a small list still gets reminders). */
export const MIN_DAILY_MAIL_CAP = 50;

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** What the cap is made of: the wedding's guests and the messages it wrote today (UTC). */
export type MailCapCounts = { guests: number; usedToday: number };

/**
 * The two counts as the columns `guests` and `usedToday` of a raw statement, so a hot path reads them together with
 * what else it needs (queue-rsvp-mails.ts, once per RSVP).
 */
export const mailCapCountsSql = (weddingId: string, now: Date) => Prisma.sql`
  (SELECT count(*)::int FROM guests WHERE "weddingId" = ${weddingId}) AS guests,
  (SELECT count(*)::int FROM outbox_messages
    WHERE "weddingId" = ${weddingId} AND "createdAt" >= ${startOfUtcDay(now).toISOString()}::timestamp(3)) AS "usedToday"`;

/**
 * The abuse guard of wedding email: messages written today (UTC) against twice the guest count. Bulk sending past
 * it is refused with the time it resets; automatic messages (confirmations, reminders) wait until then.
 */
export function mailCapOf(counts: MailCapCounts, now: Date): MailCap {
  return {
    limit: Math.max(MIN_DAILY_MAIL_CAP, counts.guests * 2),
    usedToday: counts.usedToday,
    resetsAt: new Date(startOfUtcDay(now).getTime() + 86_400_000).toISOString(),
  };
}

export async function mailCap(prisma: PrismaClient, weddingId: string, now: Date): Promise<MailCap> {
  const [counts] = await prisma.$queryRaw<MailCapCounts[]>`SELECT ${mailCapCountsSql(weddingId, now)}`;
  return mailCapOf(counts ?? { guests: 0, usedToday: 0 }, now);
}

export const capRemaining = (cap: MailCap) => Math.max(0, cap.limit - cap.usedToday);

export const dailyMailCapReached = (cap: MailCap) => new HttpError(429, 'dailyMailCapReached', cap);
