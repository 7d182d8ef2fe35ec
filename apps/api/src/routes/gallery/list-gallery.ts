import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { readServiceSettings } from '../../settings/index.js';
import { imageInclude, toImageDto } from './image-dto.js';

/**
 * GET /api/weddings/:weddingId/gallery: every image (a gallery holds at most the galleryImagesMax setting, so no
 * paging) plus the categories with their image counts for the category chips (docs/requirements.md A2).
 */
export function listGallery(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    const weddingId = currentWedding(res).id;
    const { galleryImagesMax } = await readServiceSettings(deps.prisma);
    const images = await deps.prisma.galleryImage.findMany({
      where: { weddingId },
      orderBy: [{ position: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      include: imageInclude,
    });
    const counts = new Map<string, number>();
    for (const image of images) {
      if (image.category) counts.set(image.category, (counts.get(image.category) ?? 0) + 1);
    }
    const categories = [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => ({ id: name, name, count }));
    res.json({
      data: images.map(toImageDto),
      categories,
      total: images.length,
      maxImages: galleryImagesMax,
    });
  };
}
