import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@wedding/core';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';

/** GET /api/admin/analytics: platform totals for the admin dashboard. */
export function adminAnalytics(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    const { prisma } = deps;
    const [weddings, active, premium, guests, rsvpGroups, views, users, images] = await Promise.all([
      prisma.wedding.count(),
      prisma.wedding.count({ where: { isActive: true } }),
      prisma.wedding.count({ where: { isPremium: true } }),
      prisma.guest.count(),
      prisma.rsvp.groupBy({ by: ['attendanceStatus'], _count: { _all: true } }),
      prisma.wedding.aggregate({ _sum: { viewsTotal: true } }),
      prisma.user.count(),
      prisma.galleryImage.count(),
    ]);
    const byStatus = Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, 0])) as Record<
      AttendanceStatus,
      number
    >;
    for (const group of rsvpGroups) byStatus[group.attendanceStatus] = group._count._all;
    const rsvpTotal = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
    res.json({
      weddings: { total: weddings, active, inactive: weddings - active, premium },
      users,
      guests,
      galleryImages: images,
      rsvps: { total: rsvpTotal, byStatus },
      views: { total: views._sum.viewsTotal ?? 0 },
    });
  };
}
