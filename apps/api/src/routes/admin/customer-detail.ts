import { recordIdSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { adminCustomerRow, adminCustomerSelect } from './list-customers.js';

export const customerParamsSchema = z.object({ customerId: recordIdSchema });

/** The account named in the path, or 404 notFound. */
export async function findAdminCustomer(deps: AppDeps, params: unknown) {
  const parsed = customerParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, 'notFound');
  const user = await deps.prisma.user.findUnique({
    where: { id: parsed.data.customerId },
    select: {
      ...adminCustomerSelect,
      passwordHash: true,
      _count: { select: { passkeys: true } },
      sessions: { orderBy: { lastUsedAt: 'desc' }, take: 1, select: { lastUsedAt: true } },
    },
  });
  if (!user) throw new HttpError(404, 'notFound');
  return user;
}

/** GET /api/admin/customers/:customerId: the account, its weddings and how it signs in (never the secrets). */
export function adminCustomerDetail(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { passwordHash, _count, sessions, ...user } = await findAdminCustomer(deps, req.params);
    res.json({
      data: {
        ...adminCustomerRow(user),
        hasPassword: passwordHash !== null,
        passkeyCount: _count.passkeys,
        lastSignInAt: sessions[0]?.lastUsedAt.toISOString() ?? null,
      },
    });
  };
}
