// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { clampRgb, toGamut } from 'culori/fn';
import { fromCulori } from './from-culori';
import { toCulori } from './to-culori';
import type { OklchColor } from './types';

const mapToRgb = toGamut('rgb', 'oklch');

/**
 * Maps a colour into the sRGB gamut by reducing chroma in OKLCH (CSS Color 4 algorithm).
 * culori can return channels like -1.9e-14, so the result is clamped before converting back.
 */
export function toSrgbGamut(color: OklchColor): OklchColor {
  const mapped = fromCulori(clampRgb(mapToRgb(toCulori(color))), color.h);
  return { ...mapped, alpha: color.alpha };
}
