import type { OklchColor } from '@wedding/tokens';

/** sRGB transfer function: linear light to the encoded channel. */
function encodeSrgb(linear: number): number {
  return linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
}

function hexByte(channel: number): string {
  const clamped = Math.min(1, Math.max(0, channel));
  return Math.round(clamped * 255)
    .toString(16)
    .padStart(2, '0');
}

/**
 * An OKLCH colour as #rrggbb, the form react-pdf understands (it knows neither oklch() nor color-mix()).
 * Björn Ottosson's OKLab matrices, as culori and CSS Color 4 use them; @wedding/tokens has no hex writer and
 * culori is its dependency, not ours. Give it a colour inside sRGB (toSrgbGamut): channels are clamped, which
 * would shift the hue of an out-of-gamut colour.
 */
export function oklchToHex({ l, c, h }: OklchColor): string {
  const hue = (h * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const long = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const medium = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const short = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const red = 4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short;
  const green = -1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short;
  const blue = -0.0041960863 * long - 0.7034186147 * medium + 1.707614701 * short;
  return `#${[red, green, blue].map((channel) => hexByte(encodeSrgb(channel))).join('')}`;
}
