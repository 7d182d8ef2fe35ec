import { adminCreateWeddingSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { createWedding } from '../../weddings/create-wedding.js';
import { adminWeddingInclude, adminWeddingRow } from './admin-wedding-row.js';
import { recordAudit } from './audit-log.js';

/** POST /api/admin/weddings: staff create a wedding for a customer, who becomes its owner and first member. */
export function createAdminWedding(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { ownerId, ...input } = parseBody(adminCreateWeddingSchema, req);
    const actor = currentUser(res);
    const wedding = await deps.prisma.$transaction(async (tx) => {
      const owner = await tx.user.findUnique({ where: { id: ownerId }, select: { id: true } });
      if (!owner) throw new HttpError(400, 'validationFailed', { ownerId: 'api.notFound' });
      const created = await createWedding(tx, owner.id, input, deps.now());
      await recordAudit(tx, actor, {
        action: 'wedding.create',
        entityType: 'wedding',
        entityId: created.id,
        weddingId: created.id,
        customerId: owner.id,
        after: { slug: created.slug, weddingDate: created.weddingDate, ownerId: owner.id },
      });
      return tx.wedding.findUniqueOrThrow({ where: { id: created.id }, include: adminWeddingInclude });
    });
    res.status(201).json({ data: adminWeddingRow(wedding) });
  };
}
