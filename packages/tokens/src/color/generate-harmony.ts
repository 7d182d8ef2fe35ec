import { HARMONY_HUE_OFFSETS, type Harmony, MONOCHROMATIC_LIGHTNESS_OFFSETS } from './constants';
import type { OklchColor } from './types';

function normalizeHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}

/**
 * Colour harmonies (docs/requirements.md A2). The base colour comes first; complementary, triadic and analogous rotate
 * the hue (HARMONY_HUE_OFFSETS), monochromatic keeps hue and chroma and shifts lightness. Colours are not gamut-mapped:
 * pass them through toSrgbGamut when an sRGB value is needed.
 */
export function generateHarmony(base: OklchColor, harmony: Harmony): OklchColor[] {
  if (harmony === 'monochromatic') {
    return MONOCHROMATIC_LIGHTNESS_OFFSETS.map((offset) => ({
      ...base,
      l: Math.min(1, Math.max(0, base.l + offset)),
    }));
  }
  return HARMONY_HUE_OFFSETS[harmony].map((offset) => ({ ...base, h: normalizeHue(base.h + offset) }));
}
