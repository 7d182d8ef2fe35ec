import {
  contrastRatio,
  ensureContrast,
  formatOklch,
  type OklchColor,
  parseColor,
  toSrgbGamut,
} from '@wedding/tokens';

/** Lightness is searched in steps this fine: a fix moves a colour no further than needed. */
const LIGHTNESS_STEP = 0.005;

/**
 * The shade of `color` nearest in lightness that reaches `target` against every background `backgroundsFor`
 * yields for it (backgrounds may depend on the colour: cards are tinted by the text colour). Hue and chroma are
 * kept; only where the sRGB gamut cannot hold that chroma at the new lightness is chroma reduced (gamut mapping).
 * Lighter and darker shades are tried alternately, so the smallest change wins. When no shade reaches the target,
 * the colour goes to black or white, whichever contrasts more (always at least 4.58:1).
 */
export function nearestPassingShade(
  color: OklchColor,
  backgroundsFor: (candidate: OklchColor) => readonly OklchColor[],
  target: number,
): OklchColor {
  const passes = (candidate: OklchColor) =>
    backgroundsFor(candidate).every((background) => contrastRatio(candidate, background) >= target);
  const start = toSrgbGamut(color);
  if (passes(start)) return start;
  const maxSteps = Math.ceil(1 / LIGHTNESS_STEP);
  for (let step = 1; step <= maxSteps; step += 1) {
    for (const direction of [-1, 1]) {
      const lightness = color.l + direction * step * LIGHTNESS_STEP;
      if (lightness < 0 || lightness > 1) continue;
      const candidate = toSrgbGamut({ ...color, l: lightness });
      if (passes(candidate)) return candidate;
    }
  }
  const [firstBackground] = backgroundsFor(start);
  return firstBackground ? ensureContrast(start, firstBackground, target) : start;
}

/** nearestPassingShade for colour strings; returns an oklch() string, or the input when it cannot be read. */
export function nearestPassingShadeOf(
  color: string,
  backgroundsFor: (candidate: string) => readonly string[],
  target: number,
): string {
  const parsed = parseColor(color);
  if (!parsed) return color;
  const fixed = nearestPassingShade(
    parsed,
    (candidate) =>
      backgroundsFor(formatOklch(candidate))
        .map((background) => parseColor(background))
        .filter((background): background is OklchColor => background !== null),
    target,
  );
  return formatOklch(fixed);
}
