// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { wcagContrast } from 'culori/fn';
import { COLOR_MESSAGES } from './messages';
import { parseColor } from './parse-color';
import { toCulori } from './to-culori';
import type { ColorInput } from './types';

/** Removes the float noise of the OKLCH round trip (black on white gives 21, not 20.99999999999999). */
const PRECISION = 1e9;

/** WCAG 2 contrast ratio (1 to 21) of two opaque colours; alpha is ignored. Throws on an unparsable string. */
export function contrastRatio(foreground: ColorInput, background: ColorInput): number {
  const a = parseColor(foreground);
  const b = parseColor(background);
  if (!a || !b) throw new TypeError(COLOR_MESSAGES.invalidFormat);
  const ratio = wcagContrast(toCulori({ ...a, alpha: 1 }), toCulori({ ...b, alpha: 1 }));
  return Math.round(ratio * PRECISION) / PRECISION;
}
