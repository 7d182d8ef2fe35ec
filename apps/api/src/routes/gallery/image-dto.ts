import type { GalleryImage, PageBackground } from '@wedding/db';

export type GalleryImageWithBackgrounds = GalleryImage & { backgrounds: PageBackground[] };

/** Includes the page backgrounds an image carries, for every gallery answer. */
export const imageInclude = { backgrounds: { orderBy: { page: 'asc' } } } as const;

/** The gallery image of docs/requirements.md A3 as the dashboard reads it. */
export function toImageDto(image: GalleryImageWithBackgrounds) {
  return {
    id: image.id,
    weddingId: image.weddingId,
    url: image.url,
    thumbnailUrl: image.thumbnailUrl,
    caption: image.caption,
    category: image.category,
    width: image.width,
    height: image.height,
    fileSize: image.fileSize,
    mimeType: image.mimeType,
    tags: image.tags,
    createdAt: image.createdAt,
    updatedAt: image.updatedAt,
    pageBackgrounds: image.backgrounds.map((background) => ({
      id: background.id,
      weddingId: background.weddingId,
      imageId: background.imageId,
      page: background.page,
      opacity: background.opacity,
      position: background.position,
      size: background.size,
      showPattern: background.showPattern,
      grayscale: background.grayscale,
      createdAt: background.createdAt,
      updatedAt: background.updatedAt,
    })),
  };
}
