import { isRsvpClosed, type Locale, translate } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { HttpError } from '../http/errors.js';

/**
 * After the couple's RSVP deadline the public RSVP is refused with 410 rsvpClosed, its message in the guest's
 * language (`details.message`, for clients that do not know the code) and the deadline. One primary-key read in raw
 * SQL: this sits on the RSVP hot path (bench/rsvp-burst.mjs), where a Prisma model query costs ~2 ms of CPU.
 */
export async function refuseAfterDeadline(
  prisma: PrismaClient,
  weddingId: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  const rows = await prisma.$queryRaw<{ rsvpDeadline: Date | null }[]>`
    SELECT "rsvpDeadline" FROM weddings WHERE id = ${weddingId}`;
  const deadline = rows[0]?.rsvpDeadline ?? null;
  if (isRsvpClosed(deadline, now)) {
    throw new HttpError(410, 'rsvpClosed', {
      rsvpDeadline: deadline?.toISOString() ?? null,
      message: translate('rsvp.closed', locale),
    });
  }
}
