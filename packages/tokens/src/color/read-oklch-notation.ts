import type { OklchColor } from './types';

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const OKLCH_NOTATION = new RegExp(
  String.raw`^oklch\(\s*(${NUMBER}%?|none)\s+(${NUMBER}%?|none)\s+(${NUMBER}(?:deg)?|none)\s*(?:\/\s*(${NUMBER}%?|none)\s*)?\)$`,
  'i',
);

/** Reads a channel; `percentScale` is what 100% stands for (CSS Color 4: L 1, C 0.4, alpha 1). */
function channel(token: string | undefined, percentScale: number, noneValue: number): number {
  if (token === undefined || token.toLowerCase() === 'none') return noneValue;
  if (token.endsWith('%')) return (Number.parseFloat(token) / 100) * percentScale;
  return Number.parseFloat(token);
}

/**
 * Reads `oklch(L C H [/ A])` without clamping (culori clamps lightness and alpha), so that out-of-range
 * values can be reported as 'Invalid {channel} value'. Returns null for any other text.
 */
export function readOklchNotation(text: string): OklchColor | null {
  const match = OKLCH_NOTATION.exec(text.trim());
  if (!match) return null;
  const [, l, c, h, alpha] = match;
  return {
    l: channel(l, 1, 0),
    c: channel(c, 0.4, 0),
    h: channel(h?.replace(/deg$/i, ''), 1, 0),
    alpha: channel(alpha, 1, 1),
  };
}
