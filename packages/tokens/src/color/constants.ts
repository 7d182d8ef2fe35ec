/**
 * docs/requirements.md A5: slider ranges of the colour picker. Alpha's step is not in the spec; 0.01 matches lightness.
 */
export const OKLCH_CHANNELS = ['lightness', 'chroma', 'hue', 'alpha'] as const;
export type OklchChannel = (typeof OKLCH_CHANNELS)[number];

export const OKLCH_CHANNEL_RANGES = {
  lightness: { min: 0, max: 1, step: 0.01 },
  chroma: { min: 0, max: 0.4, step: 0.01 },
  hue: { min: 0, max: 360, step: 1 },
  alpha: { min: 0, max: 1, step: 0.01 },
} as const satisfies Record<OklchChannel, { min: number; max: number; step: number }>;

/** docs/requirements.md A5 and B9: WCAG 2 contrast target 4.5:1, warning below 3:1. */
export const CONTRAST_TARGET = 4.5;
export const CONTRAST_WARNING_BELOW = 3;
export const CONTRAST_LEVELS = ['pass', 'warn', 'fail'] as const;
export type ContrastLevel = (typeof CONTRAST_LEVELS)[number];

/** docs/requirements.md A2: colour picker harmonies. */
export const HARMONIES = ['monochromatic', 'complementary', 'triadic', 'analogous'] as const;
export type Harmony = (typeof HARMONIES)[number];

/** Hue offsets in degrees per harmony (monochromatic keeps the hue and varies lightness). */
export const HARMONY_HUE_OFFSETS = {
  monochromatic: [0, 0, 0],
  complementary: [0, 180],
  triadic: [0, 120, 240],
  analogous: [0, -30, 30],
} as const satisfies Record<Harmony, readonly number[]>;

/** Lightness offsets of the monochromatic harmony (clamped to 0-1). */
export const MONOCHROMATIC_LIGHTNESS_OFFSETS = [0, 0.15, -0.15] as const;
