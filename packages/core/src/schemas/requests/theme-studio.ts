import { z } from 'zod';
import {
  PERFORMANCE_SAMPLES_KEPT,
  THEME_TIMING_MAX_MS,
  THEME_VERSION_NAME_MAX_LENGTH,
} from '../../constants';

/** POST /api/weddings/{id}/theme-versions {name}: saves the wedding's stored design under a name. */
export const createThemeVersionRequestSchema = z.object({
  name: z
    .string({ error: 'themeVersion.nameRequired' })
    .trim()
    .min(1, 'themeVersion.nameRequired')
    .max(THEME_VERSION_NAME_MAX_LENGTH, 'themeVersion.nameTooLong'),
});
export type CreateThemeVersionRequest = z.infer<typeof createThemeVersionRequestSchema>;

/**
 * What a theme timing sample measured: the edit that was applied to the live preview (docs/requirements.md A2,
 * performance tab).
 */
export const THEME_TIMING_ACTIONS = [
  'preset',
  'color',
  'font',
  'layout',
  'density',
  'reset',
  'undo',
  'redo',
  'restore',
  'sync',
] as const;
export type ThemeTimingAction = (typeof THEME_TIMING_ACTIONS)[number];

/**
 * POST /api/weddings/{id}/analytics/theme-timing {samples}: the monitored customizer's theme timing samples
 * (docs/requirements.md A7 "a browser analytics event for theme timing"), sent in batches of at most the samples it
 * keeps.
 */
export const themeTimingRequestSchema = z.object({
  samples: z
    .array(
      z.object({
        action: z.enum(THEME_TIMING_ACTIONS, { error: 'validation.invalidOption' }),
        durationMs: z
          .number({ error: 'validation.invalidType' })
          .min(0, 'validation.tooSmall')
          .max(THEME_TIMING_MAX_MS, 'validation.tooBig'),
      }),
    )
    .min(1, 'validation.tooFewItems')
    .max(PERFORMANCE_SAMPLES_KEPT, 'validation.tooManyItems'),
});
export type ThemeTimingRequest = z.infer<typeof themeTimingRequestSchema>;
