import type { MailCap } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { HttpError } from '../http/errors.js';

/** A wedding may write about twice its guest list a day, and at least this many (a small list still gets reminders). */
export const MIN_DAILY_MAIL_CAP = 50;

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The abuse guard of wedding email: messages written today (UTC) against twice the guest count. Bulk sending past
 * it is refused with the time it resets; automatic messages (confirmations, reminders) wait until then.
 */
export async function mailCap(prisma: PrismaClient, weddingId: string, now: Date): Promise<MailCap> {
  const dayStart = startOfUtcDay(now);
  const [guests, usedToday] = await Promise.all([
    prisma.guest.count({ where: { weddingId } }),
    prisma.outboxMessage.count({ where: { weddingId, createdAt: { gte: dayStart } } }),
  ]);
  return {
    limit: Math.max(MIN_DAILY_MAIL_CAP, guests * 2),
    usedToday,
    resetsAt: new Date(dayStart.getTime() + 86_400_000).toISOString(),
  };
}

export const capRemaining = (cap: MailCap) => Math.max(0, cap.limit - cap.usedToday);

export const dailyMailCapReached = (cap: MailCap) => new HttpError(429, 'dailyMailCapReached', cap);
