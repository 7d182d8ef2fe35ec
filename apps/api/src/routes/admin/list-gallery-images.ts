import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { adminPagingSchema, pageAnswer } from './admin-paging.js';

/** GET /api/admin/gallery?search&page&limit: images across weddings, newest first; search by slug. */
export function listAdminGalleryImages(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const paging = parseQuery(adminPagingSchema, req);
    const where: Prisma.GalleryImageWhereInput = paging.search
      ? {
          OR: [
            { wedding: { is: { slug: containsText(paging.search) } } },
            { caption: containsText(paging.search) },
          ],
        }
      : {};
    const [total, images] = await Promise.all([
      deps.prisma.galleryImage.count({ where }),
      deps.prisma.galleryImage.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (paging.page - 1) * paging.limit,
        take: paging.limit,
        select: {
          id: true,
          url: true,
          thumbnailUrl: true,
          caption: true,
          category: true,
          tags: true,
          width: true,
          height: true,
          fileSize: true,
          createdAt: true,
          wedding: { select: { id: true, slug: true } },
        },
      }),
    ]);
    res.json(pageAnswer(images, total, paging));
  };
}
