import { findFont } from '@wedding/tokens';
import { z } from 'zod';
import { accessCodeSchema } from '../access-code';
import { customizationPatchSchema } from '../customization';
import { localeSchema, onboardingDataSchema } from '../onboarding';
import { isoDateSchema } from '../primitives/iso-date';
import { timeZoneSchema } from '../primitives/time-zone';
import { slugSchema } from '../slug';
import { coupleNameSchema } from '../wedding-info';

/** POST /api/weddings: the onboarding data {partner1Name, partner2Name, weddingDate, slug, locale}. */
export const createWeddingRequestSchema = onboardingDataSchema;

/** POST /api/weddings/check-slug {slug} (docs/requirements.md B7). */
export const checkSlugRequestSchema = z.object({ slug: slugSchema });
export type CheckSlugRequest = z.infer<typeof checkSlugRequestSchema>;

/** PUT /api/weddings/{id}/slug {slug} (docs/requirements.md B7). */
export const updateSlugRequestSchema = z.object({ slug: slugSchema });
export type UpdateSlugRequest = z.infer<typeof updateSlugRequestSchema>;

/** PUT /api/weddings/{id}/access-code {accessCode} (docs/requirements.md A7 and B7). */
export const updateAccessCodeRequestSchema = z.object({ accessCode: accessCodeSchema });
export type UpdateAccessCodeRequest = z.infer<typeof updateAccessCodeRequestSchema>;

/** Calls without a body (POST .../access-code regenerates): nothing or an empty object, no stray fields. */
export const emptyBodySchema = z.strictObject({}).optional();

/**
 * PUT /api/weddings/{id}/info {locale, brideName, groomName} (docs/requirements.md A7 and B7); names not blank
 * ('namesRequired').
 */
export const updateWeddingInfoRequestSchema = z.object({
  locale: localeSchema,
  brideName: coupleNameSchema,
  groomName: coupleNameSchema,
});
export type UpdateWeddingInfoRequest = z.infer<typeof updateWeddingInfoRequestSchema>;

/**
 * PUT /api/weddings/{id} {weddingDate, timeZone?}: the date as an ISO string ('dateRequired' when missing) and the
 * wedding's IANA time zone (unchanged when left out; an RSVP deadline keeps its day in the new zone).
 */
export const updateWeddingRequestSchema = z.object({
  weddingDate: isoDateSchema('dateRequired'),
  timeZone: timeZoneSchema.optional(),
});
export type UpdateWeddingRequest = z.infer<typeof updateWeddingRequestSchema>;

/** The customization version a client last saw (PostgreSQL integer range). */
export const customizationVersionSchema = z
  .number({ error: 'validation.invalidType' })
  .int('validation.integer')
  .min(0, 'validation.tooSmall')
  .max(2_147_483_647, 'validation.tooBig');

/** Fonts must exist in the catalogue: lenient reading would otherwise swap an unknown font for the default. */
const catalogueCustomizationPatchSchema = customizationPatchSchema.superRefine((patch, context) => {
  for (const key of ['heading', 'body'] as const) {
    const font = patch.theme?.fonts?.[key];
    if (font !== undefined && findFont(font) === undefined) {
      context.addIssue({ code: 'custom', message: 'brand.fontsRequired', path: ['theme', 'fonts', key] });
    }
  }
});

/**
 * PATCH /api/weddings/{id}: {customization:{theme, density, features}, version?} (also the brand panel's
 * {customization:{theme:{colors, fonts, layout}}}) and/or the site's active flag; at least one of the two. With a
 * version the server answers 409 when it is stale.
 */
export const patchWeddingRequestSchema = z
  .object({
    customization: catalogueCustomizationPatchSchema.optional(),
    isActive: z.boolean().optional(),
    version: customizationVersionSchema.optional(),
  })
  .refine((body) => body.customization !== undefined || body.isActive !== undefined, {
    message: 'validation.required',
    path: ['customization'],
  });
export type PatchWeddingRequest = z.infer<typeof patchWeddingRequestSchema>;

/**
 * The couple screen (docs/requirements.md A2 and A5): both names not blank ('namesRequired'), the date required
 * ('dateRequired').
 */
export const coupleFormSchema = z.object({
  brideName: coupleNameSchema,
  groomName: coupleNameSchema,
  weddingDate: isoDateSchema('dateRequired'),
  timeZone: timeZoneSchema,
});
export type CoupleFormInput = z.input<typeof coupleFormSchema>;
export type CoupleForm = z.output<typeof coupleFormSchema>;
