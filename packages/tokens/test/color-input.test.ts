import { describe, expect, it } from 'vitest';
import {
  COLOR_MESSAGES,
  formatOklch,
  isOklchString,
  OKLCH_CHANNEL_RANGES,
  OKLCH_CHANNELS,
  parseColor,
  parseColorInput,
  validateOklchColor,
} from '../src/index';

describe('colour input (docs/requirements.md A5): accepts an oklch string, a #hex string or another colour form', () => {
  it.each([
    ['oklch(0.62 0.16 12)', { l: 0.62, c: 0.16, h: 12, alpha: 1 }],
    ['OKLCH(62% 40% 12deg / 50%)', { l: 0.62, c: 0.16, h: 12, alpha: 0.5 }],
    ['  oklch(0.5 0.1 200 / 0.25)  ', { l: 0.5, c: 0.1, h: 200, alpha: 0.25 }],
  ])('reads %s in OKLCH', (text, expected) => {
    const color = parseColor(text);
    expect(color?.l).toBeCloseTo(expected.l, 6);
    expect(color?.c).toBeCloseTo(expected.c, 6);
    expect(color?.h).toBeCloseTo(expected.h, 6);
    expect(color?.alpha).toBeCloseTo(expected.alpha, 6);
  });

  it.each([
    ['#ffffff', 1, 0],
    ['#000', 0, 0],
    ['rgb(255 255 255)', 1, 0],
    ['hsl(0 0% 100%)', 1, 0],
    ['white', 1, 0],
    ['black', 0, 0],
  ])('converts %s to OKLCH lightness %d with no chroma', (text, lightness, chroma) => {
    const color = parseColor(text);
    expect(color?.l).toBeCloseTo(lightness, 4);
    expect(color?.c).toBeCloseTo(chroma, 4);
  });

  it('converts pure sRGB red to its known OKLCH coordinates', () => {
    const red = parseColor('#ff0000');
    expect(red?.l).toBeCloseTo(0.628, 3);
    expect(red?.c).toBeCloseTo(0.2577, 3);
    expect(red?.h).toBeCloseTo(29.23, 1);
  });

  it("gives 'Invalid color format' for text that is no colour, empty or whitespace", () => {
    for (const text of ['', '   ', 'not-a-colour', '#12', 'oklch(0.5 0.1)', 'rgb(1 2)']) {
      expect(parseColorInput(text)).toEqual({
        ok: false,
        errors: [COLOR_MESSAGES.invalidFormat],
        message: 'Invalid color format',
      });
    }
  });

  it('formats back to an oklch() string with 4/4/2 decimals and the alpha only below 1', () => {
    expect(formatOklch({ l: 0.62, c: 0.16, h: 12, alpha: 1 })).toBe('oklch(0.6200 0.1600 12.00)');
    expect(formatOklch({ l: 0.5, c: 0.1, h: 200, alpha: 0.25 })).toBe('oklch(0.5000 0.1000 200.00 / 0.25)');
    expect(formatOklch({ l: 0.5, c: -1e-9, h: -30, alpha: 1 })).toBe('oklch(0.5000 0.0000 330.00)');
  });

  it('round-trips a formatted colour', () => {
    const text = 'oklch(0.7100 0.1232 82.00)';
    const color = parseColor(text);
    expect(color && formatOklch(color)).toBe(text);
  });

  it('recognises the oklch() notation only', () => {
    expect(isOklchString('oklch(0.5 0.1 20)')).toBe(true);
    expect(isOklchString('oklch(none none none)')).toBe(true);
    expect(isOklchString('#ff0000')).toBe(false);
    expect(isOklchString('oklab(0.5 0.1 0.1)')).toBe(false);
  });
});

describe('slider ranges (docs/requirements.md A5): lightness 0-1 step 0.01, chroma 0-0.4 step 0.01, hue 0-360 step 1, alpha 0-1', () => {
  it('exports the ranges exactly', () => {
    expect(OKLCH_CHANNELS).toEqual(['lightness', 'chroma', 'hue', 'alpha']);
    expect(OKLCH_CHANNEL_RANGES).toEqual({
      lightness: { min: 0, max: 1, step: 0.01 },
      chroma: { min: 0, max: 0.4, step: 0.01 },
      hue: { min: 0, max: 360, step: 1 },
      alpha: { min: 0, max: 1, step: 0.01 },
    });
  });

  it.each([
    ['oklch(0 0.1 20)', 'lightness 0'],
    ['oklch(1 0.1 20)', 'lightness 1'],
    ['oklch(0.5 0 20)', 'chroma 0'],
    ['oklch(0.5 0.4 20)', 'chroma 0.4'],
    ['oklch(0.5 0.1 0)', 'hue 0'],
    ['oklch(0.5 0.1 360)', 'hue 360'],
    ['oklch(0.5 0.1 20 / 0)', 'alpha 0'],
    ['oklch(0.5 0.1 20 / 1)', 'alpha 1'],
  ])('accepts %s (%s)', (text) => {
    expect(parseColorInput(text).ok).toBe(true);
  });

  it.each([
    ['oklch(1.01 0.1 20)', 'Invalid lightness value'],
    ['oklch(-0.01 0.1 20)', 'Invalid lightness value'],
    ['oklch(0.5 0.41 20)', 'Invalid chroma value'],
    ['oklch(0.5 -0.01 20)', 'Invalid chroma value'],
    ['oklch(0.5 0.1 361)', 'Invalid hue value'],
    ['oklch(0.5 0.1 -1)', 'Invalid hue value'],
    ['oklch(0.5 0.1 20 / 1.01)', 'Invalid alpha value'],
  ])("rejects %s with '%s'", (text, message) => {
    expect(parseColorInput(text)).toEqual({ ok: false, errors: [message], message });
  });

  it('joins the messages of several invalid channels', () => {
    const result = parseColorInput('oklch(1.5 0.5 400 / 2)');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        'Invalid lightness value',
        'Invalid chroma value',
        'Invalid hue value',
        'Invalid alpha value',
      ]);
      expect(result.message).toBe(
        'Invalid lightness value, Invalid chroma value, Invalid hue value, Invalid alpha value',
      );
    }
  });
});

describe('brand colours (docs/requirements.md A5): every colour present and in OKLCH format', () => {
  it.each([undefined, null, '', '   ', '\t\n', 42])("gives '{key} color is required' for %j", (value) => {
    expect(validateOklchColor('primary', value)).toBe('primary color is required');
  });

  it.each(['#ff0000', 'rgb(255 0 0)', 'red', 'hsl(0 100% 50%)', 'oklch(0.5 0.1)'])(
    "gives '{key} color must be in OKLCH format' for %s",
    (value) => {
      expect(validateOklchColor('accent', value)).toBe('accent color must be in OKLCH format');
    },
  );

  it('accepts an in-range OKLCH colour and reports an out-of-range channel', () => {
    expect(validateOklchColor('text', 'oklch(0.2 0.02 260)')).toBeNull();
    expect(validateOklchColor('text', 'oklch(1 0.4 360 / 1)')).toBeNull();
    expect(validateOklchColor('text', 'oklch(1.01 0.02 260)')).toBe('Invalid lightness value');
    expect(validateOklchColor('text', 'oklch(0.5 0.41 260)')).toBe('Invalid chroma value');
  });
});
