import { adminPagingSchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { containsText } from '../../guests/index.js';
import { parseQuery } from '../../http/validate.js';
import { pickInfo } from '../../weddings/wedding-view.js';
import { pageAnswer } from './admin-paging.js';

const ALBUM_PREVIEW_IMAGES = 6;

const imageSelect = {
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
} as const satisfies Prisma.GalleryImageSelect;

/** GET /api/admin/gallery/albums?search&page&limit: weddings that have images, each with its newest few. */
export function listAdminAlbums(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const paging = parseQuery(adminPagingSchema, req);
    const where: Prisma.WeddingWhereInput = {
      images: { some: {} },
      ...(paging.search ? { slug: containsText(paging.search) } : {}),
    };
    const [total, weddings] = await Promise.all([
      deps.prisma.wedding.count({ where }),
      deps.prisma.wedding.findMany({
        where,
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        skip: (paging.page - 1) * paging.limit,
        take: paging.limit,
        select: {
          id: true,
          slug: true,
          info: true,
          _count: { select: { images: true } },
          images: {
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            take: ALBUM_PREVIEW_IMAGES,
            select: imageSelect,
          },
        },
      }),
    ]);
    const data = weddings.map((wedding) => {
      const info = pickInfo(wedding.info);
      return {
        wedding: {
          id: wedding.id,
          slug: wedding.slug,
          brideName: info?.brideName ?? '',
          groomName: info?.groomName ?? '',
        },
        count: wedding._count.images,
        images: wedding.images.map((image) => ({ ...image, createdAt: image.createdAt.toISOString() })),
      };
    });
    res.json(pageAnswer(data, total, paging));
  };
}
