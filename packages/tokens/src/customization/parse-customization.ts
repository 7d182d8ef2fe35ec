import { z } from 'zod';
import { formatOklch } from '../color/format-oklch';
import { parseColor } from '../color/parse-color';
import { validateOklchChannels } from '../color/validate-oklch-channels';
import { DENSITIES } from '../density/densities';
import { findFont } from '../fonts/find-font';
import { LAYOUTS } from '../layout/layouts';
import { BASE_COLOR_ROLES } from '../theme/roles';
import type { ThemePalette } from '../theme/types';
import { type Customization, DEFAULT_CUSTOMIZATION } from './default-customization';
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { normalizeSectionOrder } from './section-order';

/** Any colour form is accepted and normalised to an oklch() string; anything else falls back. */
function lenientColor(fallback: string) {
  return z
    .string()
    .transform((value, context) => {
      const color = parseColor(value);
      if (!color || validateOklchChannels(color).length > 0) {
        context.addIssue({ code: 'custom', message: 'not a colour' });
        return z.NEVER;
      }
      return formatOklch(color);
    })
    .catch(fallback);
}

function lenientPalette(fallback: ThemePalette) {
  const shape = Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, lenientColor(fallback[role])]));
  return z.object(shape).catch(fallback) as unknown as z.ZodType<ThemePalette>;
}

/** A font must be in the catalogue; its canonical name is stored. */
function lenientFont(fallback: string) {
  return z
    .string()
    .transform((value, context) => {
      const font = findFont(value);
      if (!font) {
        context.addIssue({ code: 'custom', message: 'unknown font' });
        return z.NEVER;
      }
      return font.name;
    })
    .catch(fallback);
}

const defaults = DEFAULT_CUSTOMIZATION;

const lenientCustomization = z
  .object({
    theme: z
      .object({
        colors: z
          .object({
            light: lenientPalette(defaults.theme.colors.light),
            dark: lenientPalette(defaults.theme.colors.dark),
          })
          .catch(defaults.theme.colors),
        fonts: z
          .object({
            heading: lenientFont(defaults.theme.fonts.heading),
            body: lenientFont(defaults.theme.fonts.body),
          })
          .catch(defaults.theme.fonts),
        layout: z.enum(LAYOUTS).catch(defaults.theme.layout),
      })
      .catch(defaults.theme),
    density: z.enum(DENSITIES).catch(defaults.density),
    features: z
      .object(
        Object.fromEntries(
          FEATURE_FLAGS.map((flag) => [flag, z.boolean().catch(defaults.features[flag])]),
        ) as Record<FeatureFlag, z.ZodCatch<z.ZodBoolean>>,
      )
      .catch(defaults.features),
    sectionOrder: z.unknown().optional().transform(normalizeSectionOrder),
    version: z.number().int().nonnegative().catch(defaults.version),
  })
  .catch(defaults);

function decodeJson(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return undefined;
  }
}

/**
 * docs/requirements.md A5 and B3: reads a stored or incoming customization leniently. Accepts an object or its JSON
 * string; invalid data yields DEFAULT_CUSTOMIZATION and partial data is merged over it field by field (an invalid
 * field falls back alone). Colours in any CSS form are normalised to oklch(); fonts must be in the catalogue.
 */
export function parseCustomization(input: unknown): Customization {
  return structuredClone(lenientCustomization.parse(decodeJson(input)));
}
