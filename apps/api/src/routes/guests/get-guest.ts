import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { guestInclude, toGuestDto } from '../../guests/index.js';
import { guestIdFrom, guestNotFound } from './guest-params.js';

/** GET /api/weddings/:weddingId/guests/:guestId -> {data}: the whole guest (detail dialog, edit form). */
export function getGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const guest = await deps.prisma.guest.findFirst({
      where: { id: guestIdFrom(req), weddingId: currentWedding(res).id },
      include: guestInclude,
    });
    if (!guest) throw guestNotFound();
    res.json({ data: toGuestDto(guest) });
  };
}

/** GET /api/weddings/:weddingId/guests/:guestId/history -> {changes}: newest first (the change history). */
export function guestHistory(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const guestId = guestIdFrom(req);
    const weddingId = currentWedding(res).id;
    const guest = await deps.prisma.guest.findFirst({
      where: { id: guestId, weddingId },
      select: { id: true },
    });
    if (!guest) throw guestNotFound();
    const changes = await deps.prisma.guestChange.findMany({
      where: { guestId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    });
    res.json({
      changes: changes.map((change) => ({
        id: change.id,
        actorName: change.actorName,
        source: change.source,
        createdAt: change.createdAt.toISOString(),
        changes: change.changes,
      })),
    });
  };
}
