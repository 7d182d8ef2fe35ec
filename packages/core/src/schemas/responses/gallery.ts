import { z } from 'zod';
import { SITE_PAGES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';

/** A page background an image is assigned to (docs/requirements.md A3). */
export const pageBackgroundViewSchema = z.object({
  id: z.string(),
  weddingId: z.string(),
  imageId: z.string(),
  page: z.enum(SITE_PAGES),
  opacity: z.number(),
  position: z.string(),
  size: z.string(),
  showPattern: z.boolean(),
  grayscale: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
});

/** A stored gallery image as every gallery route answers it (always WebP, re-encoded, without metadata). */
export const galleryImageViewSchema = z.object({
  id: z.string(),
  weddingId: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  caption: z.string().nullable(),
  category: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  tags: z.array(z.string()),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
  pageBackgrounds: z.array(pageBackgroundViewSchema),
});
export type GalleryImageView = z.infer<typeof galleryImageViewSchema>;

/** GET /api/weddings/{id}/gallery: every image, the category chips and the cap. */
export const galleryListResponseSchema = z.object({
  data: z.array(galleryImageViewSchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  total: z.number().int(),
  maxImages: z.number().int(),
});

/** DELETE /api/weddings/{id}/gallery/{imageId}. */
export const galleryDeleteResponseSchema = z.object({ message: z.string(), id: z.string() });
