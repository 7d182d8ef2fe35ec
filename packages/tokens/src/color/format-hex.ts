import { formatHex as culoriFormatHex } from 'culori/fn';
import { toCulori } from './to-culori';
import { toSrgbGamut } from './to-srgb-gamut';
import type { OklchColor } from './types';

/**
 * A colour as `#rrggbb`, for what knows neither oklch() nor color-mix(): email clients, PDF renderers. Brought into
 * sRGB by reducing chroma first (as browsers do), so a vivid colour keeps its hue instead of being clipped.
 */
export function formatHex(color: OklchColor): string {
  return culoriFormatHex(toCulori(toSrgbGamut(color)));
}
