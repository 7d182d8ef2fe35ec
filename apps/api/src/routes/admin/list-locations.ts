import { adminLocationListQuerySchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { pageAnswer } from './admin-paging.js';

type LocationWithWedding = Prisma.LocationGetPayload<{
  include: { wedding: { select: { id: true; slug: true } } };
}>;

/** A venue as the admin list shows it (core's adminLocationRowSchema). */
export const adminLocationRow = (location: LocationWithWedding) => ({
  ...location,
  createdAt: location.createdAt.toISOString(),
  updatedAt: location.updatedAt.toISOString(),
});

/** GET /api/admin/locations?search&type&city&page&limit: venues of every wedding, newest first. */
export function listAdminLocations(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(adminLocationListQuerySchema, req);
    const contains = query.search ? containsText(query.search) : undefined;
    const where: Prisma.LocationWhereInput = {
      ...(contains
        ? { OR: [{ name: contains }, { city: contains }, { wedding: { is: { slug: contains } } }] }
        : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.city ? { city: { equals: query.city, mode: 'insensitive' as const } } : {}),
    };
    const [total, locations] = await Promise.all([
      deps.prisma.location.count({ where }),
      deps.prisma.location.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        include: { wedding: { select: { id: true, slug: true } } },
      }),
    ]);
    res.json(pageAnswer(locations.map(adminLocationRow), total, query));
  };
}
