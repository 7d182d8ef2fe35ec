import { rsvpListQuerySchema } from '@wedding/core';
import type { Router } from 'express';
import { currentWedding, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { parseQuery } from '../http/validate.js';
import { rsvpListInclude, rsvpListView } from '../rsvp/rsvp-list-view.js';

export function registerRsvpRoutes(router: Router, deps: AppDeps): void {
  /**
   * The RSVPs of the wedding, newest first (the (weddingId, submittedAt) index serves the order); `limit` takes the
   * newest few (the overview's recent activities).
   */
  router.get('/api/weddings/:weddingId/rsvps', ...memberRoute(deps, 'read'), async (req, res) => {
    const { limit } = parseQuery(rsvpListQuerySchema, req);
    const rsvps = await deps.prisma.rsvp.findMany({
      where: { weddingId: currentWedding(res).id },
      include: rsvpListInclude,
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    res.json({ rsvps: rsvps.map(rsvpListView) });
  });
}
