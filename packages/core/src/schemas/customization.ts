import {
  BASE_COLOR_ROLES,
  type BaseColorRole,
  COLOR_MODES,
  type ColorMode,
  DENSITIES,
  FEATURE_FLAGS,
  type FeatureFlag,
  isCompleteSectionOrder,
  LAYOUTS,
  ORDERABLE_SECTIONS,
} from '@wedding/tokens';
import { z } from 'zod';
import { oklchColorIssue } from './oklch-color-issue';

export {
  type Customization,
  type CustomizationFeatures,
  customizationSchema,
  DEFAULT_CUSTOMIZATION,
  type FeatureFlag,
  normalizeSectionOrder,
  ORDERABLE_SECTIONS,
  type OrderableSection,
  parseCustomization,
} from '@wedding/tokens';

const colorValueSchema = (role: string) =>
  z.string({ error: 'brand.colorFormat' }).superRefine((value, context) => {
    const issue = oklchColorIssue(role, value);
    if (issue !== null) context.addIssue({ code: 'custom', message: issue.message, params: issue.params });
  });

type ColorPatchSchema = z.ZodOptional<ReturnType<typeof colorValueSchema>>;
const palettePatchSchema = z
  .object(
    Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, colorValueSchema(role).optional()])) as Record<
      BaseColorRole,
      ColorPatchSchema
    >,
  )
  .strict();
type PalettePatchSchema = z.ZodOptional<typeof palettePatchSchema>;

const fontNameSchema = z
  .string({ error: 'brand.fontsRequired' })
  .trim()
  .min(1, 'brand.fontsRequired')
  .max(100, 'validation.tooLong');

/**
 * The customization part of PATCH /api/weddings/{id} (docs/requirements.md A7): any subset of theme (colours per mode,
 * fonts, layout), density, features and the order of the site's sections. The server merges it over the stored customization, so every part
 * is optional but whatever is sent must be valid (colours in OKLCH as in docs/requirements.md A5).
 */
export const customizationPatchSchema = z
  .object({
    theme: z
      .object({
        colors: z
          .object(
            Object.fromEntries(COLOR_MODES.map((mode) => [mode, palettePatchSchema.optional()])) as Record<
              ColorMode,
              PalettePatchSchema
            >,
          )
          .strict()
          .optional(),
        fonts: z
          .object({ heading: fontNameSchema.optional(), body: fontNameSchema.optional() })
          .strict()
          .optional(),
        layout: z.enum(LAYOUTS, { error: 'brand.layoutInvalid' }).optional(),
      })
      .strict()
      .optional(),
    density: z.enum(DENSITIES, { error: 'validation.invalidOption' }).optional(),
    features: z
      .object(
        Object.fromEntries(
          FEATURE_FLAGS.map((flag) => [flag, z.boolean({ error: 'validation.invalidType' }).optional()]),
        ) as Record<FeatureFlag, z.ZodOptional<z.ZodBoolean>>,
      )
      .strict()
      .optional(),
    /** A new order names every section once: a partial list would leave the others' places undefined. */
    sectionOrder: z
      .array(z.enum(ORDERABLE_SECTIONS, { error: 'validation.invalidOption' }), {
        error: 'validation.invalidType',
      })
      .refine(isCompleteSectionOrder, 'validation.invalidOption')
      .optional(),
  })
  .strict();
export type CustomizationPatch = z.infer<typeof customizationPatchSchema>;
