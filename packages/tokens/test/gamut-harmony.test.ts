import { describe, expect, it } from 'vitest';
import {
  generateHarmony,
  HARMONIES,
  HARMONY_HUE_OFFSETS,
  isInSrgbGamut,
  isSameColor,
  mixOklch,
  type OklchColor,
  PRESET_SWATCHES,
  parseColor,
  parseColorInput,
  toSrgbGamut,
} from '../src/index';

const base: OklchColor = { l: 0.6, c: 0.15, h: 350, alpha: 1 };

describe('sRGB gamut mapping (clampRgb fix)', () => {
  it('maps an out-of-gamut colour into sRGB by reducing chroma, keeping lightness and (nearly) hue', () => {
    const vivid: OklchColor = { l: 0.7, c: 0.4, h: 150, alpha: 0.8 };
    expect(isInSrgbGamut(vivid)).toBe(false);
    const mapped = toSrgbGamut(vivid);
    expect(isInSrgbGamut(mapped)).toBe(true);
    expect(mapped.c).toBeLessThan(0.4);
    expect(mapped.l).toBeCloseTo(0.7, 1);
    // The final clip (after chroma reduction to within the JND) may turn the hue a few degrees.
    expect(Math.abs(mapped.h - 150)).toBeLessThan(5);
    expect(mapped.alpha).toBe(0.8);
    for (const value of [mapped.l, mapped.c, mapped.h]) expect(Number.isFinite(value)).toBe(true);
  });

  it('leaves an in-gamut colour unchanged', () => {
    const mapped = toSrgbGamut(base);
    expect(mapped.l).toBeCloseTo(base.l, 4);
    expect(mapped.c).toBeCloseTo(base.c, 4);
    expect(mapped.h).toBeCloseTo(base.h, 2);
  });

  it('keeps the hue of a grey (culori reports none) and never returns negative chroma', () => {
    const mapped = toSrgbGamut({ l: 1.2, c: 0, h: 42, alpha: 1 });
    expect(mapped.h).toBe(42);
    expect(mapped.c).toBeGreaterThanOrEqual(0);
    expect(mapped.l).toBeLessThanOrEqual(1.0000001);
  });
});

describe('harmonies (docs/requirements.md A2): monochromatic, complementary, triadic, analogous', () => {
  it('lists the four harmonies', () => {
    expect(HARMONIES).toEqual(['monochromatic', 'complementary', 'triadic', 'analogous']);
  });

  it('complementary adds 180 degrees (wrapping at 360)', () => {
    expect(generateHarmony(base, 'complementary').map((color) => color.h)).toEqual([350, 170]);
  });

  it('triadic adds 120 and 240 degrees', () => {
    expect(generateHarmony(base, 'triadic').map((color) => color.h)).toEqual([350, 110, 230]);
  });

  it('analogous is 30 degrees either side', () => {
    expect(generateHarmony(base, 'analogous').map((color) => color.h)).toEqual([350, 320, 20]);
  });

  it('monochromatic keeps hue and chroma and shifts lightness by 0.15, clamped to 0-1', () => {
    const colors = generateHarmony(base, 'monochromatic');
    expect(colors.map((color) => color.h)).toEqual([350, 350, 350]);
    expect(colors.map((color) => color.c)).toEqual([0.15, 0.15, 0.15]);
    expect(colors.map((color) => Number(color.l.toFixed(2)))).toEqual([0.6, 0.75, 0.45]);
    const light = generateHarmony({ ...base, l: 0.95 }, 'monochromatic');
    expect(light.map((color) => Number(color.l.toFixed(2)))).toEqual([0.95, 1, 0.8]);
  });

  it('has one offset list per harmony, starting with the base colour', () => {
    for (const harmony of HARMONIES) expect(HARMONY_HUE_OFFSETS[harmony][0]).toBe(0);
  });
});

describe('colour picker (docs/requirements.md A2): 10 preset swatches', () => {
  it('has exactly 10 named, valid, in-gamut OKLCH swatches', () => {
    expect(PRESET_SWATCHES).toHaveLength(10);
    expect(new Set(PRESET_SWATCHES.map((swatch) => swatch.name)).size).toBe(10);
    for (const swatch of PRESET_SWATCHES) {
      expect(parseColorInput(swatch.value).ok).toBe(true);
      const color = parseColor(swatch.value);
      expect(color && isInSrgbGamut(color)).toBe(true);
    }
  });
});

describe('OKLCH mixing', () => {
  it('interpolates along the shorter hue arc and takes the hue of the chromatic end for greys', () => {
    const mixed = mixOklch({ l: 0.2, c: 0.1, h: 350, alpha: 1 }, { l: 0.6, c: 0.1, h: 10, alpha: 1 }, 0.5);
    expect(mixed.l).toBeCloseTo(0.4, 10);
    expect(mixed.h).toBeCloseTo(0, 10);
    const withGrey = mixOklch({ l: 1, c: 0, h: 0, alpha: 1 }, { l: 0.5, c: 0.2, h: 120, alpha: 1 }, 0.25);
    expect(withGrey.h).toBe(120);
    expect(withGrey.c).toBeCloseTo(0.05, 10);
  });
});

describe('same-colour comparison (preset re-match)', () => {
  it('treats the #hex form of an OKLCH colour as the same colour', () => {
    expect(isSameColor('oklch(0.6200 0.1600 12.00)', '#d4556c')).toBe(true);
    expect(isSameColor('#ffffff', 'white')).toBe(true);
  });

  it('tells apart colours a quarter-JND apart, different alphas and unparsable text', () => {
    expect(isSameColor('oklch(0.62 0.16 12)', 'oklch(0.63 0.16 12)')).toBe(false);
    expect(isSameColor('oklch(0.62 0.16 12)', 'oklch(0.62 0.16 12 / 0.9)')).toBe(false);
    expect(isSameColor('oklch(0.62 0.16 12)', 'nope')).toBe(false);
  });
});
