import { describe, expect, it } from 'vitest';
import { clampBackgroundOpacity } from './clamp-background-opacity';

describe('background opacity (docs/requirements.md A5): 0.1 to 1, step 0.1, default 0.2', () => {
  it('keeps the boundaries and clamps beyond them', () => {
    expect(clampBackgroundOpacity(0.1)).toBe(0.1);
    expect(clampBackgroundOpacity(0.09)).toBe(0.1);
    expect(clampBackgroundOpacity(0)).toBe(0.1);
    expect(clampBackgroundOpacity(1)).toBe(1);
    expect(clampBackgroundOpacity(1.01)).toBe(1);
  });

  it('rounds to the 0.1 step without floating-point noise', () => {
    expect(clampBackgroundOpacity(0.1 + 0.2)).toBe(0.3);
    expect(clampBackgroundOpacity(0.46)).toBe(0.5);
  });

  it('falls back to 0.2 for NaN', () => {
    expect(clampBackgroundOpacity(Number.NaN)).toBe(0.2);
  });
});
