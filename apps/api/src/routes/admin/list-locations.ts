import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { adminPagingSchema, pageAnswer } from './admin-paging.js';

/** GET /api/admin/locations?search&page&limit: venues of every wedding; search by name, city or slug. */
export function listAdminLocations(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const paging = parseQuery(adminPagingSchema, req);
    const contains = paging.search ? containsText(paging.search) : undefined;
    const where: Prisma.LocationWhereInput = contains
      ? { OR: [{ name: contains }, { city: contains }, { wedding: { is: { slug: contains } } }] }
      : {};
    const [total, locations] = await Promise.all([
      deps.prisma.location.count({ where }),
      deps.prisma.location.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (paging.page - 1) * paging.limit,
        take: paging.limit,
        include: { wedding: { select: { id: true, slug: true } } },
      }),
    ]);
    res.json(pageAnswer(locations, total, paging));
  };
}
