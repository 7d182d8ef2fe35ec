import type { OklchColor } from './types';

function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  // Avoid "-0.0000" for values that round to zero.
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/**
 * Formats as `oklch(L C H)` or `oklch(L C H / A)`, with the same precision as Style Dictionary's
 * color/oklch transform so that generated tokens and runtime values compare as equal strings.
 */
export function formatOklch(color: OklchColor): string {
  const hue = ((color.h % 360) + 360) % 360;
  const body = `${fixed(color.l, 4)} ${fixed(Math.max(0, color.c), 4)} ${fixed(hue, 2)}`;
  const alpha = Number(color.alpha.toFixed(3));
  return alpha >= 1 ? `oklch(${body})` : `oklch(${body} / ${alpha})`;
}
