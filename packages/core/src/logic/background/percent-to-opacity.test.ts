import { describe, expect, it } from 'vitest';
import { percentToOpacity } from './percent-to-opacity';

describe('background opacity typed (docs/requirements.md A5) in percent: clamped to 10-100', () => {
  it('converts and clamps at 9, 10, 100 and 101 percent', () => {
    expect(percentToOpacity(9)).toBe(0.1);
    expect(percentToOpacity(10)).toBe(0.1);
    expect(percentToOpacity(100)).toBe(1);
    expect(percentToOpacity(101)).toBe(1);
  });

  it('snaps to the nearest 10 percent step', () => {
    expect(percentToOpacity(44)).toBe(0.4);
    expect(percentToOpacity(45)).toBe(0.5);
  });
});
