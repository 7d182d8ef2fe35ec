import { describe, expect, it } from 'vitest';
import { clampBackgroundPosition } from './clamp-background-position';

describe('background position X and Y (docs/requirements.md A5): 0 to 100', () => {
  it('keeps 0 and 100 and clamps -1 and 101', () => {
    expect(clampBackgroundPosition(0)).toBe(0);
    expect(clampBackgroundPosition(-1)).toBe(0);
    expect(clampBackgroundPosition(100)).toBe(100);
    expect(clampBackgroundPosition(101)).toBe(100);
  });

  it('rounds to whole percent and maps NaN to 50', () => {
    expect(clampBackgroundPosition(33.6)).toBe(34);
    expect(clampBackgroundPosition(Number.NaN)).toBe(50);
  });
});
