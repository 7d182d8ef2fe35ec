import { converter, formatHex as culoriFormatHex, parse } from 'culori';
import { describe, expect, it } from 'vitest';
import { formatHex } from '../src/color/format-hex';
import { parseColor } from '../src/color/parse-color';

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

  it('keeps the hue of a colour outside sRGB by reducing its chroma', () => {
    const vivid = parseColor('oklch(0.7 0.4 150)');
    if (!vivid) throw new Error('unparsable');
    const hex = formatHex(vivid);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const back = converter('oklch')(parse(hex));
    expect(Math.abs((back?.h ?? 0) - 150)).toBeLessThan(3);
  });
});
