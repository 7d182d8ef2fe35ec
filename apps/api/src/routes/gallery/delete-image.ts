import { recordIdSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { memberActor, recordActivity } from '../../activity/index.js';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { thumbnailStorageKey } from '../../uploads/storage-keys.js';
import { findWeddingImage, imageNotFound } from './find-image.js';
import { GALLERY_MESSAGES } from './gallery-messages.js';

const paramsSchema = z.object({ imageId: recordIdSchema });

/** DELETE /api/weddings/:weddingId/gallery/:imageId: the row (and its backgrounds), then the files. */
export function deleteImage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const params = paramsSchema.safeParse(req.params);
    if (!params.success) throw imageNotFound();
    const weddingId = currentWedding(res).id;
    const image = await findWeddingImage(deps.prisma, weddingId, params.data.imageId);
    await deps.prisma.$transaction([
      deps.prisma.galleryImage.delete({ where: { id: image.id } }),
      recordActivity(deps.prisma, weddingId, memberActor(res), {
        action: 'gallery.imageDeleted',
        subject: image.caption,
      }),
    ]);
    await Promise.allSettled([
      deps.storage.delete(image.storageKey),
      deps.storage.delete(thumbnailStorageKey(image.storageKey)),
    ]);
    res.json({ message: GALLERY_MESSAGES.imageDeleted, id: image.id });
  };
}
