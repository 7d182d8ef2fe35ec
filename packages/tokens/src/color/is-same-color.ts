// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { differenceEuclidean } from 'culori/fn';
import { parseColor } from './parse-color';
import { toCulori } from './to-culori';
import type { ColorInput } from './types';

/** Below a quarter of OKLab's just-noticeable difference (0.02): absorbs #hex rounding, never two distinct picks. */
export const SAME_COLOR_TOLERANCE = 0.005;

const deltaEOK = differenceEuclidean('oklab');

/** True when two colours (any form) are visually the same: OKLab distance and alpha within SAME_COLOR_TOLERANCE. */
export function isSameColor(a: ColorInput, b: ColorInput): boolean {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return false;
  return (
    deltaEOK(toCulori(first), toCulori(second)) <= SAME_COLOR_TOLERANCE &&
    Math.abs(first.alpha - second.alpha) <= SAME_COLOR_TOLERANCE
  );
}
