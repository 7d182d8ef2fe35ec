import type { RequestHandler } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { assertMayEditGuest, currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  detachFromGroup,
  GUEST_MESSAGES,
  lockWeddingGuests,
  withGroupRoleHistory,
} from '../../guests/index.js';
import { memberAuthor } from './guest-author.js';
import { guestIdFrom, guestNotFound } from './guest-params.js';

/** DELETE /api/weddings/:weddingId/guests/:guestId; the guest's group is tidied up first (its history goes with it). */
export function deleteGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const guestId = guestIdFrom(req);
    const author = memberAuthor(res, 'dashboard');
    await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      const guest = await tx.guest.findFirst({
        where: { id: guestId, weddingId },
        select: { id: true, name: true, groupRole: true, companionGroupId: true, side: true },
      });
      if (!guest) throw guestNotFound();
      assertMayEditGuest(res, guest.side);
      // The party's others keep a history entry when the deletion changes their role (a dissolved party).
      await withGroupRoleHistory(tx, weddingId, author, [guest.id], async () => {
        await detachFromGroup(tx, guest);
        await tx.guest.delete({ where: { id: guest.id } });
      });
      await recordActivity(tx, weddingId, memberActor(res), { action: 'guest.deleted', subject: guest.name });
    });
    res.json({ message: GUEST_MESSAGES.deleted, id: guestId });
  };
}
