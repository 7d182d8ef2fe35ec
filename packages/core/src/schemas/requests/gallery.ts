import { z } from 'zod';
import { backgroundSettingsSchema, sitePageSchema } from '../page-background';
import { entityIdSchema } from '../primitives/entity-id';
import { tagSchema } from '../tag';

/**
 * .../gallery/assign-background (PATCH in docs/requirements.md A7, POST in the API) {imageId, page, opacity, position,
 * size, showPattern, grayscale}.
 */
export const assignBackgroundRequestSchema = backgroundSettingsSchema.extend({
  imageId: entityIdSchema,
  page: sitePageSchema,
});
export type AssignBackgroundRequest = z.infer<typeof assignBackgroundRequestSchema>;

/** DELETE /api/weddings/{id}/gallery/assign-background {imageId, page}. */
export const removeBackgroundRequestSchema = z.object({ imageId: entityIdSchema, page: sitePageSchema });
export type RemoveBackgroundRequest = z.infer<typeof removeBackgroundRequestSchema>;

/** Adding or removing one tag of a gallery image: {tag}. */
export const galleryTagRequestSchema = z.object({ tag: tagSchema });
export type GalleryTagRequest = z.infer<typeof galleryTagRequestSchema>;
