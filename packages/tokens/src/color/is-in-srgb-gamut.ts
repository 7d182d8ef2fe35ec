// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { converter } from 'culori/fn';
import { toCulori } from './to-culori';
import type { OklchColor } from './types';

const toRgb = converter('rgb');
/** Round-tripping through OKLCH leaves float noise around 1e-12; culori's displayable() would count it as outside. */
const TOLERANCE = 1e-6;

export function isInSrgbGamut(color: OklchColor): boolean {
  const rgb = toRgb(toCulori(color));
  return [rgb.r, rgb.g, rgb.b].every((channel) => channel >= -TOLERANCE && channel <= 1 + TOLERANCE);
}
