import { RECENT_ACTIVITY_ITEMS } from '@wedding/core';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';

/**
 * GET /api/admin/recent-activity: the newest RSVPs across weddings (the recent activities card of
 * docs/requirements.md A2).
 */
export function adminRecentActivity(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    const rsvps = await deps.prisma.rsvp.findMany({
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take: RECENT_ACTIVITY_ITEMS,
      select: {
        id: true,
        name: true,
        attendanceStatus: true,
        numberOfGuests: true,
        submittedAt: true,
        wedding: {
          select: {
            id: true,
            slug: true,
            info: { orderBy: { createdAt: 'asc' }, take: 1, select: { brideName: true, groomName: true } },
          },
        },
      },
    });
    const data = rsvps.map(({ wedding, ...rsvp }) => ({
      ...rsvp,
      weddingId: wedding.id,
      weddingSlug: wedding.slug,
      weddingInfo: wedding.info[0] ?? { brideName: '', groomName: '' },
    }));
    res.json({ data });
  };
}
