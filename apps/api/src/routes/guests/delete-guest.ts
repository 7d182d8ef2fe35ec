import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { detachFromGroup, GUEST_MESSAGES, lockWeddingGuests } from '../../guests/index.js';
import { guestIdFrom, guestNotFound } from './guest-params.js';

/** DELETE /api/weddings/:weddingId/guests/:guestId; the guest's group is tidied up first. */
export function deleteGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const guestId = guestIdFrom(req);
    await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      const guest = await tx.guest.findFirst({
        where: { id: guestId, weddingId },
        select: { id: true, groupRole: true, companionGroupId: true },
      });
      if (!guest) throw guestNotFound();
      await detachFromGroup(tx, guest);
      await tx.guest.delete({ where: { id: guest.id } });
    });
    res.json({ message: GUEST_MESSAGES.deleted, id: guestId });
  };
}
