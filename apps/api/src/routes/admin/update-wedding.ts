import { adminWeddingUpdateSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { isUniqueViolation } from '../../database/is-unique-violation.js';
import { productHostsOf } from '../../domains/index.js';
import { assertNotProductDomain, customDomainTaken } from '../../domains/reserved-domain.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { recordAudit } from './audit-log.js';
import { weddingParamsSchema } from './wedding-detail.js';

/** Exported for the OpenAPI document. */
/**
 * PATCH /api/admin/weddings/:weddingId {isActive?, isPremium?, customDomain?}: staff switch a site or its plan, or
 * set its own domain (for any plan); audited.
 */
export function updateAdminWedding(deps: AppDeps): RequestHandler {
  const productHosts = productHostsOf(deps.config);
  return async (req, res) => {
    const params = weddingParamsSchema.safeParse(req.params);
    if (!params.success) throw new HttpError(404, 'weddingNotFound');
    const changes = parseBody(adminWeddingUpdateSchema, req);
    if (changes.customDomain) assertNotProductDomain(changes.customDomain, productHosts);
    const actor = currentUser(res);
    const wedding = await deps.prisma
      .$transaction(async (tx) => {
        const before = await tx.wedding.findUnique({
          where: { id: params.data.weddingId },
          select: { id: true, isActive: true, isPremium: true, customDomain: true, userId: true },
        });
        if (!before) throw new HttpError(404, 'weddingNotFound');
        const updated = await tx.wedding.update({
          where: { id: before.id },
          data: changes,
          select: {
            id: true,
            slug: true,
            isActive: true,
            isPremium: true,
            customDomain: true,
            updatedAt: true,
          },
        });
        const changedKeys = (Object.keys(changes) as (keyof typeof changes)[]).filter(
          (key) => before[key] !== updated[key],
        );
        if (changedKeys.length > 0) {
          await recordAudit(tx, actor, {
            action: 'wedding.update',
            entityType: 'wedding',
            entityId: before.id,
            weddingId: before.id,
            customerId: before.userId,
            before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
            after: Object.fromEntries(changedKeys.map((key) => [key, updated[key]])),
          });
        }
        return updated;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw customDomainTaken();
        throw error;
      });
    res.json({ data: wedding });
  };
}
