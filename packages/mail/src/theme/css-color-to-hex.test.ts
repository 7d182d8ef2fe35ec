import { formatOklch, parseColor } from '@wedding/tokens';
import { expect, it } from 'vitest';
import { cssColorToHex } from './css-color-to-hex';

const SRGB_SAMPLES = [
  '#000000',
  '#ffffff',
  '#7a3e9d',
  '#1f4e79',
  '#c8a2c8',
  '#f5efe6',
  '#0a7f5a',
  '#ff0000',
  '#808080',
];

it('turns the oklch() strings stored in customizations back into the sRGB hex they came from', () => {
  for (const hex of SRGB_SAMPLES) {
    // parseColor (culori) and formatOklch are the path every stored theme colour took.
    const stored = formatOklch(parseColor(hex)!);
    expect(cssColorToHex(stored), stored).toBe(hex);
  }
});

it('brings an out-of-gamut colour into sRGB by chroma, keeping it recognisably itself', () => {
  const vividGreen = cssColorToHex('oklch(0.8 0.4 145)');
  expect(vividGreen).toMatch(/^#[0-9a-f]{6}$/);
  const { h } = parseColor(vividGreen!)!;
  expect(Math.abs(h - 145)).toBeLessThan(5);
});

it('returns null for text that is not a colour', () => {
  expect(cssColorToHex('not a colour')).toBeNull();
});
