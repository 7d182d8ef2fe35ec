import { z } from 'zod';
import { accessCodeSchema } from '../access-code';
import { customizationPatchSchema } from '../customization';
import { localeSchema, onboardingDataSchema } from '../onboarding';
import { isoDateSchema } from '../primitives/iso-date';
import { slugSchema } from '../slug';
import { coupleNameSchema } from '../wedding-info';

/** POST /api/weddings: the onboarding data {partner1Name, partner2Name, weddingDate, slug, locale}. */
export const createWeddingRequestSchema = onboardingDataSchema;

/** POST /api/weddings/check-slug {slug} (spec B 7). */
export const checkSlugRequestSchema = z.object({ slug: slugSchema });
export type CheckSlugRequest = z.infer<typeof checkSlugRequestSchema>;

/** PUT /api/weddings/{id}/slug {slug} (spec B 7). */
export const updateSlugRequestSchema = z.object({ slug: slugSchema });
export type UpdateSlugRequest = z.infer<typeof updateSlugRequestSchema>;

/** PUT /api/weddings/{id}/access-code {accessCode} (spec A 7 / B 7). */
export const updateAccessCodeRequestSchema = z.object({ accessCode: accessCodeSchema });
export type UpdateAccessCodeRequest = z.infer<typeof updateAccessCodeRequestSchema>;

/** Calls without a body (POST .../access-code regenerates): nothing or an empty object, no stray fields. */
export const emptyBodySchema = z.strictObject({}).optional();

/** PUT /api/weddings/{id}/info {locale, brideName, groomName} (spec A 7 / B 7); names not blank ('namesRequired'). */
export const updateWeddingInfoRequestSchema = z.object({
  locale: localeSchema,
  brideName: coupleNameSchema,
  groomName: coupleNameSchema,
});
export type UpdateWeddingInfoRequest = z.infer<typeof updateWeddingInfoRequestSchema>;

/** PUT /api/weddings/{id} {weddingDate} as an ISO string ('dateRequired' when missing). */
export const updateWeddingRequestSchema = z.object({ weddingDate: isoDateSchema('dateRequired') });
export type UpdateWeddingRequest = z.infer<typeof updateWeddingRequestSchema>;

/**
 * PATCH /api/weddings/{id} {customization:{theme, density, features}, version?} (spec A 7, also the brand panel's
 * {customization:{theme:{colors, fonts, layout}}}). With a version the server answers 409 when it is stale.
 */
export const patchWeddingRequestSchema = z.object({
  customization: customizationPatchSchema,
  version: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(0, 'validation.tooSmall')
    .optional(),
});
export type PatchWeddingRequest = z.infer<typeof patchWeddingRequestSchema>;

/** The couple screen (spec A 2/5): both names not blank ('namesRequired'), the date required ('dateRequired'). */
export const coupleFormSchema = z.object({
  brideName: coupleNameSchema,
  groomName: coupleNameSchema,
  weddingDate: isoDateSchema('dateRequired'),
});
export type CoupleFormInput = z.input<typeof coupleFormSchema>;
export type CoupleForm = z.output<typeof coupleFormSchema>;
