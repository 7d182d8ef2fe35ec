import { adminCreateLocationSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { recordAudit } from './audit-log.js';
import { adminLocationRow } from './list-locations.js';

/** POST /api/admin/locations {weddingId, ...location}: staff add a venue to a wedding; audited. */
export function createAdminLocation(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { weddingId, ...fields } = parseBody(adminCreateLocationSchema, req);
    const actor = currentUser(res);
    const location = await deps.prisma.$transaction(async (tx) => {
      const wedding = await tx.wedding.findUnique({
        where: { id: weddingId },
        select: { id: true, userId: true },
      });
      if (!wedding) throw new HttpError(400, 'validationFailed', { weddingId: 'api.weddingNotFound' });
      const created = await tx.location.create({
        data: {
          weddingId: wedding.id,
          type: fields.type,
          name: fields.name,
          address: fields.address,
          postalCode: fields.postalCode,
          city: fields.city,
          country: fields.country,
          description: fields.description ?? null,
          parkingInfo: fields.parkingInfo ?? null,
          googleMapsUrl: fields.googleMapsUrl ?? null,
        },
        include: { wedding: { select: { id: true, slug: true } } },
      });
      await recordAudit(tx, actor, {
        action: 'location.create',
        entityType: 'location',
        entityId: created.id,
        weddingId: wedding.id,
        customerId: wedding.userId,
        after: { type: created.type, name: created.name, city: created.city },
      });
      return created;
    });
    res.status(201).json({ data: adminLocationRow(location) });
  };
}
