import { z } from 'zod';
import { GALLERY_IMAGES_MAX } from '../../constants';

/** Bounds of the gallery maximum staff may set. */
export const GALLERY_IMAGES_MAX_RANGE = { min: 1, max: 5_000 } as const;

/**
 * Service-wide settings staff change at /admin/settings (superadmin only); the API reads them where they apply.
 * Every key has a default, so a fresh installation works without a row.
 */
export const serviceSettingsSchema = z.object({
  /** Images a wedding's gallery may hold (docs/requirements.md A9 leaves the value to us). */
  galleryImagesMax: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(GALLERY_IMAGES_MAX_RANGE.min, 'validation.tooSmall')
    .max(GALLERY_IMAGES_MAX_RANGE.max, 'validation.tooBig'),
  /** Whether new couples can register themselves (staff can still open accounts). */
  registrationsOpen: z.boolean({ error: 'validation.invalidType' }),
});
export type ServiceSettings = z.output<typeof serviceSettingsSchema>;

export const DEFAULT_SERVICE_SETTINGS: ServiceSettings = {
  galleryImagesMax: GALLERY_IMAGES_MAX,
  registrationsOpen: true,
};

export const SERVICE_SETTING_KEYS = Object.keys(DEFAULT_SERVICE_SETTINGS) as (keyof ServiceSettings)[];

/** PATCH /api/admin/settings: any of the settings, at least one. */
export const serviceSettingsPatchSchema = serviceSettingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: 'validation.required',
    path: ['galleryImagesMax'],
  });
