// culori/fn registers no colour space; culori/css registers exactly the CSS ones parseColor accepts, where
// the default entry registers all ~30 (25 KB more in a browser bundle). Imported first: modes must exist before use.
import 'culori/css';
import { type Color, converter } from 'culori/fn';
import type { OklchColor } from './types';

const toOklch = converter('oklch');

/** Converts any culori colour to OklchColor; achromatic colours have no hue in culori, so `fallbackHue` is used. */
export function fromCulori(color: Color, fallbackHue = 0): OklchColor {
  const oklch = toOklch(color);
  const hue = oklch.h === undefined || Number.isNaN(oklch.h) ? fallbackHue : oklch.h;
  return { l: oklch.l, c: oklch.c, h: hue, alpha: oklch.alpha ?? 1 };
}
