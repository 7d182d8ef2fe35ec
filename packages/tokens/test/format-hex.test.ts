import { converter, formatHex as culoriFormatHex, parse } from 'culori';
import { describe, expect, it } from 'vitest';
import { CONTRAST_TARGET } from '../src/color/constants';
import { ensureContrast } from '../src/color/ensure-contrast';
import { formatHex } from '../src/color/format-hex';
import { formatOklch } from '../src/color/format-oklch';
import { parseColor } from '../src/color/parse-color';
import { WHITE } from '../src/color/reference-colors';
import { toSrgbGamut } from '../src/color/to-srgb-gamut';

describe('formatHex', () => {
  it('writes sRGB colours as culori does, black and white exactly', () => {
    const toOklch = converter('oklch');
    for (const hex of ['#000000', '#ffffff', '#336699', '#c0ffee', '#7f1d1d']) {
      const oklch = toOklch(parse(hex));
      const color = parseColor(`oklch(${oklch?.l} ${oklch?.c ?? 0} ${oklch?.h ?? 0})`);
      if (!color) throw new Error(`unparsable ${hex}`);
      expect(formatHex(color)).toBe(culoriFormatHex(parse(hex)));
    }
  });

  it.each(['#000000', '#ffffff', '#8a2be2', '#c0392b', '#2e7d32', '#f5f0e6', '#1a237e'])(
    'writes %s back after culori read it as OKLCH',
    (hex) => {
      const color = parseColor(hex);
      expect(color).not.toBeNull();
      expect(formatHex(color!)).toBe(hex);
    },
  );

  it('turns the oklch() strings stored in customizations back into the sRGB hex they came from', () => {
    for (const hex of [
      '#000000',
      '#ffffff',
      '#7a3e9d',
      '#1f4e79',
      '#c8a2c8',
      '#f5efe6',
      '#0a7f5a',
      '#ff0000',
      '#808080',
    ]) {
      // parseColor (culori) and formatOklch are the path every stored theme colour took.
      const stored = formatOklch(parseColor(hex)!);
      expect(formatHex(parseColor(stored)!), stored).toBe(hex);
    }
  });

  it('keeps the hue of a colour outside sRGB by reducing its chroma', () => {
    const vivid = parseColor('oklch(0.7 0.4 150)');
    if (!vivid) throw new Error('unparsable');
    const hex = formatHex(vivid);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const back = converter('oklch')(parse(hex));
    expect(Math.abs((back?.h ?? 0) - 150)).toBeLessThan(3);
  });

  it('brings an out-of-gamut colour into sRGB by chroma, keeping it recognisably itself', () => {
    const vividGreen = formatHex(parseColor('oklch(0.8 0.4 145)')!);
    expect(vividGreen).toMatch(/^#[0-9a-f]{6}$/);
    const { h } = parseColor(vividGreen)!;
    expect(Math.abs(h - 145)).toBeLessThan(5);
  });

  it('writes a colour already brought into sRGB as it is, where mapping it again would move a channel', () => {
    const vividTeal = parseColor('oklch(0.7531 0.2758 187.60)')!;
    expect(formatHex(vividTeal)).toBe('#00ccc0');
    expect(formatHex(toSrgbGamut(vividTeal))).toBe('#00ccc0');
    expect(formatHex(ensureContrast(vividTeal, WHITE, CONTRAST_TARGET))).toBe('#00847b');
  });

  it('has no colour to write for text that is not a colour', () => {
    expect(parseColor('not a colour')).toBeNull();
  });
});
