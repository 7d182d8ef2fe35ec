import { adminRemoveImageSchema, recordIdSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { thumbnailStorageKey } from '../../uploads/storage-keys.js';
import { recordAudit } from './audit-log.js';

const paramsSchema = z.object({ imageId: recordIdSchema });

/**
 * DELETE /api/admin/gallery/:imageId {reason}: moderation. The image (and the backgrounds using it) is removed
 * with its files; the audit log keeps who, why and what the image was.
 */
export function removeAdminImage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const params = paramsSchema.safeParse(req.params);
    if (!params.success) throw new HttpError(404, 'imageNotFound');
    const { reason } = parseBody(adminRemoveImageSchema, req);
    const actor = currentUser(res);
    const image = await deps.prisma.$transaction(async (tx) => {
      const found = await tx.galleryImage.findUnique({
        where: { id: params.data.imageId },
        include: { wedding: { select: { id: true, slug: true, userId: true } } },
      });
      if (!found) throw new HttpError(404, 'imageNotFound');
      await tx.galleryImage.delete({ where: { id: found.id } });
      await recordAudit(tx, actor, {
        action: 'gallery.remove',
        entityType: 'galleryImage',
        entityId: found.id,
        weddingId: found.wedding.id,
        customerId: found.wedding.userId,
        before: {
          caption: found.caption,
          category: found.category,
          width: found.width,
          height: found.height,
        },
        reason,
      });
      return found;
    });
    await Promise.allSettled([
      deps.storage.delete(image.storageKey),
      deps.storage.delete(thumbnailStorageKey(image.storageKey)),
    ]);
    res.json({ id: image.id, removed: true });
  };
}
