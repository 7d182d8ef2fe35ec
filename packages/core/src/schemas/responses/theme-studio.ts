import type { Density, ThemeSettings } from '@wedding/tokens';
import { z } from 'zod';
import { isoTimestampSchema } from './iso-timestamp';

/** A saved design: the theme (colours per mode, fonts, layout) and the density, normalised by the API. */
export interface ThemeDesign {
  theme: ThemeSettings;
  density: Density;
}

/** The API normalises stored designs (parseCustomization), so a client checks the outline only. */
const themeDesignSchema = z
  .custom<ThemeDesign>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { theme?: unknown }).theme === 'object' &&
      typeof (value as { density?: unknown }).density === 'string',
    { error: 'validation.invalidType' },
  )
  .meta({
    type: 'object',
    description: 'theme (colours per mode, fonts, layout) and density, normalised like the customization',
  });

/** A named version of the wedding's design a couple saved. */
export const themeVersionViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  design: themeDesignSchema,
  createdAt: isoTimestampSchema,
  /** Who saved it; null once that account is gone. */
  createdBy: z.string().nullable(),
});
export type ThemeVersionView = z.infer<typeof themeVersionViewSchema>;

/** GET /api/weddings/{id}/theme-versions: newest first, with the cap. */
export const themeVersionListResponseSchema = z.object({
  versions: z.array(themeVersionViewSchema),
  max: z.number().int(),
});
export const themeVersionResponseSchema = z.object({ version: themeVersionViewSchema });
