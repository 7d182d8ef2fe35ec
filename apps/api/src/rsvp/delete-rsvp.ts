import type { PrismaClient } from '@wedding/db';
import { guestActor, recordActivity } from '../activity/index.js';

/**
 * Deletes one RSVP (its covered guests cascade) and gives the guest-list entry it had answered for the state
 * of that guest's newest remaining RSVP, or "no answer yet" when none is left: the couple's list must not keep
 * an answer the guest withdrew; the couple's activity feed tells it. One transaction, so the list never shows a
 * half-withdrawn answer.
 */
export async function deleteRsvp(prisma: PrismaClient, rsvpId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const rsvp = await tx.rsvp.findUnique({
      where: { id: rsvpId },
      select: { guestId: true, weddingId: true, name: true },
    });
    if (!rsvp) return false;
    await tx.rsvp.delete({ where: { id: rsvpId } });
    await recordActivity(tx, rsvp.weddingId, guestActor(rsvp.name), { action: 'rsvp.withdrawn' });
    if (!rsvp.guestId) return true;
    const newest = await tx.rsvp.findFirst({
      where: { guestId: rsvp.guestId },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    });
    await tx.guest.update({
      where: { id: rsvp.guestId },
      data: newest
        ? {
            rsvpReceived: true,
            attendanceStatus: newest.attendanceStatus,
            confirmedGuests: newest.numberOfGuests,
            needsTransport: newest.needsTransport,
            needsAccommodation: newest.needsAccommodation,
          }
        : {
            rsvpReceived: false,
            attendanceStatus: null,
            confirmedGuests: 0,
            needsTransport: false,
            needsAccommodation: false,
          },
    });
    return true;
  });
}
