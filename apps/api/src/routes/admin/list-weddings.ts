import { type AdminWeddingListQuery, adminWeddingListQuerySchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { pageAnswer } from './admin-paging.js';
import { adminWeddingInclude, adminWeddingRow } from './admin-wedding-row.js';

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Search (slug, couple names, owner) and filters (active, premium, wedding date range). */
export function adminWeddingWhere(query: AdminWeddingListQuery): Prisma.WeddingWhereInput {
  const and: Prisma.WeddingWhereInput[] = [];
  if (query.search) {
    const contains = containsText(query.search);
    and.push({
      OR: [
        { slug: contains },
        { info: { some: { OR: [{ brideName: contains }, { groomName: contains }] } } },
        { owner: { is: { username: contains } } },
      ],
    });
  }
  if (query.status) and.push({ isActive: query.status === 'active' });
  if (query.plan) and.push({ isPremium: query.plan === 'premium' });
  if (query.dateFrom || query.dateTo) {
    and.push({
      weddingDate: {
        ...(query.dateFrom ? { gte: dayStart(query.dateFrom) } : {}),
        // The whole last day: everything before the next midnight.
        ...(query.dateTo ? { lt: new Date(dayStart(query.dateTo).getTime() + 86_400_000) } : {}),
      },
    });
  }
  return and.length > 0 ? { AND: and } : {};
}

function adminWeddingOrder(query: AdminWeddingListQuery): Prisma.WeddingOrderByWithRelationInput[] {
  const direction = query.direction;
  if (query.sort === 'date') return [{ weddingDate: { sort: direction, nulls: 'last' } }, { id: 'asc' }];
  if (query.sort === 'slug') return [{ slug: direction }];
  return [{ createdAt: direction }, { id: 'asc' }];
}

/** GET /api/admin/weddings: search, filter, sort, page; each row with its couple, owner and counts. */
export function listAdminWeddings(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(adminWeddingListQuerySchema, req);
    const where = adminWeddingWhere(query);
    const [total, weddings] = await Promise.all([
      deps.prisma.wedding.count({ where }),
      deps.prisma.wedding.findMany({
        where,
        orderBy: adminWeddingOrder(query),
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        include: adminWeddingInclude,
      }),
    ]);
    res.json(pageAnswer(weddings.map(adminWeddingRow), total, query));
  };
}
