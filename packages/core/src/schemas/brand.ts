import { BASE_COLOR_ROLES, COLOR_MODES, LAYOUTS, type ThemeColors, type ThemeFonts } from '@wedding/tokens';
import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { oklchColorIssue } from './oklch-color-issue';
import { optionalText } from './primitives/optional-text';
import { requiredText } from './primitives/required-text';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/**
 * docs/requirements.md A5: every colour of both modes present and in OKLCH format ('{key} color is required',
 * '{key} color must be in OKLCH format'); missing modes report each of their colours as required.
 */
const brandColorsSchema = z
  .unknown()
  .superRefine((colors, context) => {
    for (const mode of COLOR_MODES) {
      const palette = asRecord(asRecord(colors)[mode]);
      for (const role of BASE_COLOR_ROLES) {
        const issue = oklchColorIssue(role, palette[role]);
        if (issue !== null) {
          context.addIssue({
            code: 'custom',
            message: issue.message,
            params: issue.params,
            path: [mode, role],
          });
        }
      }
    }
  })
  // Only reached when every colour passed the check above.
  .transform((colors) => colors as ThemeColors);

/** docs/requirements.md A5: both fonts required ('Both heading and body fonts are required'). */
const brandFontsSchema = z
  .unknown()
  .superRefine((fonts, context) => {
    const given = asRecord(fonts);
    const isFilled = (font: unknown) => typeof font === 'string' && font.trim() !== '';
    if (!isFilled(given.heading) || !isFilled(given.body)) {
      context.addIssue({ code: 'custom', message: 'brand.fontsRequired' });
    }
  })
  // Only reached when both fonts are filled in.
  .transform((fonts) => fonts as ThemeFonts);

/**
 * Brand (docs/requirements.md A3 and A5): brandId and brandName required, colours for light and dark in OKLCH, both
 * fonts, layout one of classic, modern, romantic, artdeco. Save is blocked while any issue exists.
 */
export const brandSchema = z.object({
  brandId: requiredText('brand.idRequired', TEXT_LIMITS.shortText),
  brandName: requiredText('brand.nameRequired', TEXT_LIMITS.shortText),
  description: optionalText(TEXT_LIMITS.mediumText),
  colors: brandColorsSchema,
  fonts: brandFontsSchema,
  layout: z.enum(LAYOUTS, { error: 'brand.layoutInvalid' }),
});
export type BrandInput = z.input<typeof brandSchema>;
export type Brand = z.output<typeof brandSchema>;
