import type { OklchColor } from './types';

/** Chroma below which a colour counts as grey, whose hue is meaningless for interpolation. */
const ACHROMATIC_CHROMA = 0.0005;

/** Interpolates from `from` (amount 0) to `to` (amount 1) in OKLCH along the shorter hue arc. */
export function mixOklch(from: OklchColor, to: OklchColor, amount: number): OklchColor {
  const t = Math.min(1, Math.max(0, amount));
  const fromHue = from.c < ACHROMATIC_CHROMA ? to.h : from.h;
  const toHue = to.c < ACHROMATIC_CHROMA ? fromHue : to.h;
  const delta = ((((toHue - fromHue) % 360) + 540) % 360) - 180;
  return {
    l: from.l + (to.l - from.l) * t,
    c: from.c + (to.c - from.c) * t,
    h: (((fromHue + delta * t) % 360) + 360) % 360,
    alpha: from.alpha + (to.alpha - from.alpha) * t,
  };
}
