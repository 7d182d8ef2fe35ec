// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { converter, formatHex as culoriFormatHex } from 'culori/fn';
import { toCulori } from './to-culori';
import { toSrgbGamut } from './to-srgb-gamut';
import type { OklchColor } from './types';

const toRgb = converter('rgb');
/**
 * How far outside sRGB a colour toSrgbGamut or ensureContrast already brought in still lies (the round trip through
 * OKLCH leaves about 1e-14). Mapping such a colour again is not a no-op: culori's chroma search would shave up to
 * 0.0001 chroma off it and move a channel by one step, so a mapped colour is written as it is.
 */
const MAPPED_NOISE = 1e-12;

/**
 * A colour as `#rrggbb`, for what knows neither oklch() nor color-mix(): email clients, PDF renderers. Brought into
 * sRGB by reducing chroma first (as browsers do), so a vivid colour keeps its hue instead of being clipped.
 */
export function formatHex(color: OklchColor): string {
  const rgb = toRgb(toCulori(color));
  const mapped = [rgb.r, rgb.g, rgb.b].every(
    (channel) => channel >= -MAPPED_NOISE && channel <= 1 + MAPPED_NOISE,
  );
  return culoriFormatHex(mapped ? rgb : toCulori(toSrgbGamut(color)));
}
