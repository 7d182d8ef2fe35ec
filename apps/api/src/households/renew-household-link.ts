import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { HttpError } from '../http/errors.js';
import { findHouseholdOfGuest, type Household } from './load-households.js';

export const householdNotFound = () => new HttpError(404, 'householdNotFound');

/**
 * A new personal link for the household: the head's link generation goes up, so the old link (and every QR code
 * printed with it) stops working at once and shows the access-code screen with its message.
 */
export async function renewHouseholdLink(
  prisma: PrismaClient,
  weddingId: string,
  headId: string,
  actor: ActivityActor,
): Promise<Household> {
  const household = await findHouseholdOfGuest(prisma, weddingId, headId);
  if (!household || household.id !== headId) throw householdNotFound();
  const updated = await prisma.$transaction(async (tx) => {
    await recordActivity(tx, weddingId, actor, {
      action: 'household.linkRenewed',
      subject: household.names[0],
    });
    return tx.guest.update({
      where: { id: headId },
      data: { linkVersion: { increment: 1 } },
      select: { linkVersion: true },
    });
  });
  return { ...household, linkVersion: updated.linkVersion };
}
