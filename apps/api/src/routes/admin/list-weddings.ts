import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { adminPagingSchema, pageAnswer } from './admin-paging.js';

function weddingSearch(search: string | undefined): Prisma.WeddingWhereInput {
  if (!search) return {};
  const contains = containsText(search);
  return {
    OR: [
      { slug: contains },
      { info: { some: { OR: [{ brideName: contains }, { groomName: contains }] } } },
      { owner: { is: { username: contains } } },
    ],
  };
}

/** GET /api/admin/weddings?search&page&limit: newest first with couple names and guest/RSVP counts. */
export function listAdminWeddings(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const paging = parseQuery(adminPagingSchema, req);
    const where = weddingSearch(paging.search);
    const [total, weddings] = await Promise.all([
      deps.prisma.wedding.count({ where }),
      deps.prisma.wedding.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (paging.page - 1) * paging.limit,
        take: paging.limit,
        include: {
          info: { orderBy: { createdAt: 'asc' }, take: 1 },
          owner: { select: { id: true, username: true } },
          _count: { select: { guests: true, rsvps: true } },
        },
      }),
    ]);
    const data = weddings.map((wedding) => ({
      id: wedding.id,
      slug: wedding.slug,
      brideName: wedding.info[0]?.brideName ?? '',
      groomName: wedding.info[0]?.groomName ?? '',
      weddingDate: wedding.weddingDate,
      isActive: wedding.isActive,
      isPremium: wedding.isPremium,
      owner: wedding.owner,
      guestCount: wedding._count.guests,
      rsvpCount: wedding._count.rsvps,
      views: wedding.viewsTotal,
      createdAt: wedding.createdAt,
    }));
    res.json(pageAnswer(data, total, paging));
  };
}
