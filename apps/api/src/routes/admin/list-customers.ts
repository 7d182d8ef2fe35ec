import { adminCustomerListQuerySchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { pageAnswer } from './admin-paging.js';

/** The account fields staff may see (never a password hash or session) and the weddings it belongs to. */
export const adminCustomerSelect = {
  id: true,
  username: true,
  name: true,
  role: true,
  createdAt: true,
  memberships: {
    orderBy: { joinedAt: 'asc' },
    select: {
      joinedAt: true,
      wedding: { select: { id: true, slug: true, isActive: true, isPremium: true, weddingDate: true } },
    },
  },
} as const satisfies Prisma.UserSelect;

type AdminCustomerRecord = Prisma.UserGetPayload<{ select: typeof adminCustomerSelect }>;

/** A customer as the admin list shows it (core's adminCustomerRowSchema). */
export function adminCustomerRow({ memberships, ...user }: AdminCustomerRecord) {
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    weddings: memberships.map(({ joinedAt, wedding }) => ({
      ...wedding,
      weddingDate: wedding.weddingDate?.toISOString() ?? null,
      joinedAt: joinedAt.toISOString(),
    })),
  };
}

/** GET /api/admin/customers?search&role&page&limit: accounts newest first, with their weddings. */
export function listAdminCustomers(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(adminCustomerListQuerySchema, req);
    const where: Prisma.UserWhereInput = {
      ...(query.search
        ? { OR: [{ username: containsText(query.search) }, { name: containsText(query.search) }] }
        : {}),
      ...(query.role ? { role: query.role } : {}),
    };
    const [total, users] = await Promise.all([
      deps.prisma.user.count({ where }),
      deps.prisma.user.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        select: adminCustomerSelect,
      }),
    ]);
    res.json(pageAnswer(users.map(adminCustomerRow), total, query));
  };
}
