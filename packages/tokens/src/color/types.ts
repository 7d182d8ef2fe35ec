/** A colour in OKLCH: lightness 0-1, chroma 0-0.4 (sRGB needs at most about 0.32), hue in degrees, alpha 0-1. */
export interface OklchColor {
  l: number;
  c: number;
  h: number;
  alpha: number;
}

/** Either an OKLCH object or any CSS colour string (oklch(), #hex, rgb(), hsl(), named). */
export type ColorInput = OklchColor | string;
