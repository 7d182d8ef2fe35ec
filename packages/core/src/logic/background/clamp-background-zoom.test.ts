import { describe, expect, it } from 'vitest';
import { clampBackgroundZoom } from './clamp-background-zoom';

describe('background zoom (docs/requirements.md A5): 50 to 200, step 5', () => {
  it('keeps 50 and 200 and clamps 45 and 205', () => {
    expect(clampBackgroundZoom(50)).toBe(50);
    expect(clampBackgroundZoom(45)).toBe(50);
    expect(clampBackgroundZoom(200)).toBe(200);
    expect(clampBackgroundZoom(205)).toBe(200);
  });

  it('snaps to steps of 5 and maps NaN to 100', () => {
    expect(clampBackgroundZoom(102)).toBe(100);
    expect(clampBackgroundZoom(103)).toBe(105);
    expect(clampBackgroundZoom(Number.NaN)).toBe(100);
  });
});
