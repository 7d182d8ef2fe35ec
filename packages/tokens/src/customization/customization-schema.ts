import { z } from 'zod';
import { validateOklchColor } from '../color/validate-oklch-color';
import { DENSITIES } from '../density/densities';
import { LAYOUTS } from '../layout/layouts';
import { BASE_COLOR_ROLES, type BaseColorRole } from '../theme/roles';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { isCompleteSectionOrder, ORDERABLE_SECTIONS } from './section-order';

function oklchColor(key: BaseColorRole) {
  return z.string().superRefine((value, context) => {
    const message = validateOklchColor(key, value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

const paletteSchema = z.object(
  Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, oklchColor(role)])) as Record<
    BaseColorRole,
    ReturnType<typeof oklchColor>
  >,
);

/**
 * Strict customization schema (e.g. for validating what a client sends): every colour an in-range OKLCH string,
 * fonts non-blank, layout and density from their lists. Stored data is read with parseCustomization instead.
 */
export const customizationSchema = z.object({
  theme: z.object({
    colors: z.object({ light: paletteSchema, dark: paletteSchema }),
    fonts: z.object({ heading: z.string().trim().min(1), body: z.string().trim().min(1) }),
    layout: z.enum(LAYOUTS),
  }),
  density: z.enum(DENSITIES),
  features: z.object(
    Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
  ),
  sectionOrder: z.array(z.enum(ORDERABLE_SECTIONS)).refine(isCompleteSectionOrder),
  version: z.number().int().nonnegative(),
});
