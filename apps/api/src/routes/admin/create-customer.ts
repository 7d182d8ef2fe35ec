import { adminCreateCustomerSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import { hashPassword } from '../../auth/passwords.js';
import type { AppDeps } from '../../context.js';
import { isUniqueViolation } from '../../database/is-unique-violation.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { recordAudit } from './audit-log.js';
import { adminCustomerRow, adminCustomerSelect } from './list-customers.js';

/** POST /api/admin/customers: staff open an account for a couple (role user); the password is given to them. */
export function createAdminCustomer(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const input = parseBody(adminCreateCustomerSchema, req);
    const actor = currentUser(res);
    const passwordHash = await hashPassword(input.password, deps.config.passwordHashing);
    const user = await deps.prisma
      .$transaction(async (tx) => {
        const created = await tx.user.create({
          data: { username: input.username, name: input.name, passwordHash },
          select: adminCustomerSelect,
        });
        await recordAudit(tx, actor, {
          action: 'user.create',
          entityType: 'user',
          entityId: created.id,
          customerId: created.id,
          after: { username: created.username, role: created.role },
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, 'usernameTaken');
        throw error;
      });
    res.status(201).json({ data: adminCustomerRow(user) });
  };
}
