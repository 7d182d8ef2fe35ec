import { type OklchColor, parseColor, toSrgbGamut } from '@wedding/tokens';

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

/** OKLCH to #rrggbb (Björn Ottosson's OKLab matrices, as culori and CSS Color 4 use them). */
function oklchToHex({ l, c, h }: OklchColor): string {
  const hue = (h * Math.PI) / 180;
  const a = c * Math.cos(hue);
  const b = c * Math.sin(hue);
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const red = 4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2];
  const green = -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2];
  const blue = -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2];
  return `#${[red, green, blue].map((channel) => hexByte(encodeSrgb(channel))).join('')}`;
}

/**
 * Any CSS colour (the theme's oklch() strings) as #rrggbb: email clients understand neither oklch() nor
 * color-mix(). Out-of-gamut colours are first brought into sRGB by reducing chroma, as browsers do, so a vivid
 * theme colour keeps its hue instead of being clipped. Returns null for text that is not a colour.
 */
export function cssColorToHex(color: string): string | null {
  const parsed = parseColor(color);
  return parsed ? oklchToHex(toSrgbGamut(parsed)) : null;
}
