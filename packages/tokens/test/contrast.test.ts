import { describe, expect, it } from 'vitest';
import {
  BLACK,
  CONTRAST_TARGET,
  CONTRAST_WARNING_BELOW,
  contrastLevel,
  contrastRatio,
  ensureContrast,
  type OklchColor,
  pickOnColor,
  WHITE,
} from '../src/index';

describe('contrast (docs/requirements.md A5): target 4.5, warning below 3 (WCAG 2 ratio)', () => {
  it('exports the target and the warning threshold', () => {
    expect(CONTRAST_TARGET).toBe(4.5);
    expect(CONTRAST_WARNING_BELOW).toBe(3);
  });

  it('measures black on white as exactly 21 and a colour on itself as 1', () => {
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('oklch(0.6 0.1 30)', 'oklch(0.6 0.1 30)')).toBeCloseTo(1, 10);
  });

  it('is symmetric and matches the known ratio of #767676 on white (4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 12);
  });

  it("throws 'Invalid color format' for an unparsable colour", () => {
    expect(() => contrastRatio('nope', '#fff')).toThrow('Invalid color format');
  });

  it.each([
    [21, 'pass'],
    [4.5, 'pass'],
    [4.49, 'warn'],
    [3, 'warn'],
    [2.99, 'fail'],
    [1, 'fail'],
  ] as const)('rates %d as %s', (ratio, level) => {
    expect(contrastLevel(ratio)).toBe(level);
  });
});

describe('on-colours reach 4.5:1 on any fill', () => {
  const fills: OklchColor[] = [];
  for (let step = 0; step <= 20; step += 1) {
    for (const h of [0, 30, 90, 145, 200, 260, 320]) fills.push({ l: step / 20, c: 0.12, h, alpha: 1 });
  }

  it.each(fills)('pickOnColor on oklch($l $c $h)', (fill) => {
    expect(contrastRatio(pickOnColor(fill), fill)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
  });

  it('prefers a near-white tinted with the fill hue on a dark fill', () => {
    const on = pickOnColor({ l: 0.3, c: 0.1, h: 262, alpha: 1 });
    expect(on).toEqual({ l: 0.985, c: 0.012, h: 262, alpha: 1 });
  });

  it('prefers a near-black tinted with the fill hue on a light fill', () => {
    const on = pickOnColor({ l: 0.9, c: 0.05, h: 82, alpha: 1 });
    expect(on).toEqual({ l: 0.2, c: 0.03, h: 82, alpha: 1 });
  });
});

describe('ensureContrast moves lightness until the target is met', () => {
  it('keeps a colour that already meets the target', () => {
    const navy = { l: 0.3, c: 0.1, h: 262, alpha: 1 };
    const result = ensureContrast(navy, WHITE, CONTRAST_TARGET);
    expect(result.l).toBeCloseTo(0.3, 3);
    expect(result.h).toBeCloseTo(262, 0);
  });

  it('darkens a pale colour on a light background to 3:1 and keeps its hue', () => {
    const paleRose = { l: 0.9, c: 0.04, h: 12, alpha: 1 };
    const result = ensureContrast(paleRose, WHITE, CONTRAST_WARNING_BELOW);
    expect(result.l).toBeLessThan(0.9);
    expect(result.h).toBeCloseTo(12, 0);
    expect(contrastRatio(result, WHITE)).toBeGreaterThanOrEqual(CONTRAST_WARNING_BELOW);
  });

  it('lightens a dark colour on a dark background to 4.5:1', () => {
    const background = { l: 0.2, c: 0.02, h: 260, alpha: 1 };
    const result = ensureContrast({ l: 0.3, c: 0.05, h: 260, alpha: 1 }, background, CONTRAST_TARGET);
    expect(result.l).toBeGreaterThan(0.3);
    expect(contrastRatio(result, background)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
  });

  it('falls back to the better extreme when no shade of the hue reaches the target', () => {
    const midGrey = { l: 0.55, c: 0, h: 0, alpha: 1 };
    expect(ensureContrast(midGrey, midGrey, 21)).toEqual(WHITE);
    const lightGrey = { l: 0.8, c: 0, h: 0, alpha: 1 };
    expect(ensureContrast(lightGrey, lightGrey, 21)).toEqual(BLACK);
  });
});
