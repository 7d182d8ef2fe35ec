import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { pageBackgroundSchema } from './page-background';
import { entityIdSchema } from './primitives/entity-id';
import { optionalText } from './primitives/optional-text';
import { tagListSchema } from './tag';

const dimensionSchema = z
  .number({ error: 'validation.invalidType' })
  .int('validation.integer')
  .positive('validation.tooSmall');

/** Gallery image (docs/requirements.md A3); blobUrl is preferred over url when present; tags are lower-case. */
export const galleryImageSchema = z.object({
  id: entityIdSchema,
  url: z.string({ error: 'validation.invalidUrl' }).min(1, 'validation.invalidUrl'),
  blobUrl: z.string().nullish(),
  thumbnailUrl: z.string().nullish(),
  caption: optionalText(TEXT_LIMITS.mediumText),
  /** Public gallery category chips group images by this (docs/requirements.md A2). */
  category: optionalText(TEXT_LIMITS.name),
  width: dimensionSchema.nullish(),
  height: dimensionSchema.nullish(),
  fileSize: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(0, 'validation.tooSmall')
    .nullish(),
  tags: tagListSchema.default([]),
  pageBackgrounds: z.array(pageBackgroundSchema).default([]),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int().min(0),
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
