import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { adminPagingSchema, pageAnswer } from './admin-paging.js';

/** GET /api/admin/customers?search&page&limit: users with the weddings they belong to (never secrets). */
export function listAdminCustomers(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const paging = parseQuery(adminPagingSchema, req);
    const where: Prisma.UserWhereInput = paging.search
      ? {
          OR: [{ username: containsText(paging.search) }, { name: containsText(paging.search) }],
        }
      : {};
    const [total, users] = await Promise.all([
      deps.prisma.user.count({ where }),
      deps.prisma.user.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (paging.page - 1) * paging.limit,
        take: paging.limit,
        select: {
          id: true,
          username: true,
          name: true,
          role: true,
          createdAt: true,
          memberships: {
            orderBy: { joinedAt: 'asc' },
            select: {
              joinedAt: true,
              wedding: {
                select: { id: true, slug: true, isActive: true, isPremium: true, weddingDate: true },
              },
            },
          },
        },
      }),
    ]);
    const data = users.map(({ memberships, ...user }) => ({
      ...user,
      weddings: memberships.map(({ joinedAt, wedding }) => ({ ...wedding, joinedAt })),
    }));
    res.json(pageAnswer(data, total, paging));
  };
}
