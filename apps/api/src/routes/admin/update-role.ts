import { adminRoleUpdateSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { recordAudit } from './audit-log.js';
import { customerParamsSchema } from './customer-detail.js';
import { adminCustomerRow, adminCustomerSelect } from './list-customers.js';

/**
 * PATCH /api/admin/customers/:customerId/role {role}: superadmin only (the route's guard); nobody changes their
 * own role, so the service never loses its last superadmin by a slip. Audited; the user's sessions keep working
 * with the new role at once (the role is read per request).
 */
export function updateCustomerRole(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const params = customerParamsSchema.safeParse(req.params);
    if (!params.success) throw new HttpError(404, 'notFound');
    const { role } = parseBody(adminRoleUpdateSchema, req);
    const actor = currentUser(res);
    if (params.data.customerId === actor.id) throw new HttpError(409, 'ownRoleLocked');
    const user = await deps.prisma.$transaction(async (tx) => {
      const before = await tx.user.findUnique({
        where: { id: params.data.customerId },
        select: { id: true, role: true },
      });
      if (!before) throw new HttpError(404, 'notFound');
      const updated = await tx.user.update({
        where: { id: before.id },
        data: { role },
        select: adminCustomerSelect,
      });
      if (before.role !== role) {
        await recordAudit(tx, actor, {
          action: 'user.role',
          entityType: 'user',
          entityId: before.id,
          customerId: before.id,
          before: { role: before.role },
          after: { role },
        });
      }
      return updated;
    });
    res.json({ data: adminCustomerRow(user) });
  };
}
