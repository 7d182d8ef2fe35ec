import { assignBackgroundRequestSchema, removeBackgroundRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { parseBody } from '../../http/validate.js';
import { findWeddingImage } from './find-image.js';
import { imageInclude, toImageDto } from './image-dto.js';

/**
 * PATCH /api/weddings/:weddingId/gallery/assign-background: a page has one background, so assigning
 * replaces whatever image the page had. Answers the image with its backgrounds.
 */
export function assignBackground(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const input = parseBody(assignBackgroundRequestSchema, req);
    await findWeddingImage(deps.prisma, weddingId, input.imageId);
    const settings = {
      imageId: input.imageId,
      opacity: input.opacity,
      position: input.position,
      size: input.size,
      showPattern: input.showPattern,
      grayscale: input.grayscale,
    };
    await deps.prisma.$transaction([
      deps.prisma.pageBackground.upsert({
        where: { weddingId_page: { weddingId, page: input.page } },
        create: { weddingId, page: input.page, ...settings },
        update: settings,
      }),
      recordActivity(deps.prisma, weddingId, memberActor(res), {
        action: 'gallery.backgroundSet',
        subject: input.page,
      }),
    ]);
    const image = await deps.prisma.galleryImage.findUniqueOrThrow({
      where: { id: input.imageId },
      include: imageInclude,
    });
    res.json(toImageDto(image));
  };
}

/** DELETE /api/weddings/:weddingId/gallery/assign-background {imageId, page}; idempotent. */
export function removeBackground(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const input = parseBody(removeBackgroundRequestSchema, req);
    await findWeddingImage(deps.prisma, weddingId, input.imageId);
    await deps.prisma.$transaction(async (tx) => {
      const { count } = await tx.pageBackground.deleteMany({
        where: { weddingId, page: input.page, imageId: input.imageId },
      });
      if (count > 0) {
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'gallery.backgroundRemoved',
          subject: input.page,
        });
      }
    });
    const image = await deps.prisma.galleryImage.findUniqueOrThrow({
      where: { id: input.imageId },
      include: imageInclude,
    });
    res.json(toImageDto(image));
  };
}
