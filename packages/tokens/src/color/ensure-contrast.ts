import { contrastRatio } from './contrast-ratio';
import { BLACK, WHITE } from './reference-colors';
import { toSrgbGamut } from './to-srgb-gamut';
import type { OklchColor } from './types';

const LIGHTNESS_STEP = 0.01;

/**
 * Returns `foreground` (mapped into sRGB) if it reaches `target` against `background`, otherwise moves its
 * OKLCH lightness step by step towards whichever extreme (black or white) contrasts more with the background,
 * keeping hue. Falls back to pure black or white, so targets up to 4.58 (the worst case of the better extreme) always hold.
 */
export function ensureContrast(foreground: OklchColor, background: OklchColor, target: number): OklchColor {
  const start = toSrgbGamut(foreground);
  if (contrastRatio(start, background) >= target) return start;
  const towardsDark = contrastRatio(BLACK, background) >= contrastRatio(WHITE, background);
  const direction = towardsDark ? -1 : 1;
  for (let l = foreground.l + direction * LIGHTNESS_STEP; l >= 0 && l <= 1; l += direction * LIGHTNESS_STEP) {
    const candidate = toSrgbGamut({ ...foreground, l });
    if (contrastRatio(candidate, background) >= target) return candidate;
  }
  return { ...(towardsDark ? BLACK : WHITE), alpha: foreground.alpha };
}
