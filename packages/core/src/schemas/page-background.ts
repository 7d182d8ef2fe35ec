import { z } from 'zod';
import { BACKGROUND_OPACITY, BACKGROUND_POSITION, BACKGROUND_ZOOM } from '../constants';
import { BACKGROUND_SIZES, SITE_PAGES } from './enums';
import { entityIdSchema } from './primitives/entity-id';
import { timestampSchema } from './primitives/timestamp';

const POSITION_PATTERN = /^(\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;
const ZOOM_PATTERN = /^(\d{1,3})%$/;

const isPositionPercent = (value: number) =>
  value >= BACKGROUND_POSITION.min && value <= BACKGROUND_POSITION.max;

/** docs/requirements.md A3 and A5: position 'X% Y%' with X and Y from 0 to 100. */
export const backgroundPositionSchema = z
  .string({ error: 'background.positionFormat' })
  .trim()
  .refine((value) => {
    const match = POSITION_PATTERN.exec(value);
    return match !== null && isPositionPercent(Number(match[1])) && isPositionPercent(Number(match[2]));
  }, 'background.positionFormat');

/**
 * docs/requirements.md A3 and A5: cover, contain, auto, or a zoom of 50% to 200% (a zoom is cover scaled; 100% means
 * plain cover).
 */
export const backgroundSizeSchema = z
  .string({ error: 'background.sizeInvalid' })
  .trim()
  .refine((value) => {
    if ((BACKGROUND_SIZES as readonly string[]).includes(value)) return true;
    const zoom = ZOOM_PATTERN.exec(value);
    return zoom !== null && Number(zoom[1]) >= BACKGROUND_ZOOM.min && Number(zoom[1]) <= BACKGROUND_ZOOM.max;
  }, 'background.sizeInvalid');

/** docs/requirements.md A3 and A5: opacity 0.1 to 1. */
export const backgroundOpacitySchema = z
  .number({ error: 'background.opacityRange' })
  .min(BACKGROUND_OPACITY.min, 'background.opacityRange')
  .max(BACKGROUND_OPACITY.max, 'background.opacityRange');

export const sitePageSchema = z.enum(SITE_PAGES, { error: 'validation.invalidOption' });

/**
 * Background settings with the defaults of docs/requirements.md A5: opacity 0.2, position 50% 50%, cover, pattern on,
 * no grayscale.
 */
export const backgroundSettingsSchema = z.object({
  opacity: backgroundOpacitySchema.default(BACKGROUND_OPACITY.default),
  position: backgroundPositionSchema.default(
    `${BACKGROUND_POSITION.defaultX}% ${BACKGROUND_POSITION.defaultY}%`,
  ),
  size: backgroundSizeSchema.default('cover'),
  showPattern: z.boolean({ error: 'validation.invalidType' }).default(true),
  grayscale: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type PageBackgroundSettings = z.infer<typeof backgroundSettingsSchema>;

export const pageBackgroundSchema = backgroundSettingsSchema.extend({
  id: entityIdSchema,
  weddingId: entityIdSchema,
  imageId: entityIdSchema,
  page: sitePageSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PageBackground = z.infer<typeof pageBackgroundSchema>;
