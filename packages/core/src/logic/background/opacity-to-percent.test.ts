import { describe, expect, it } from 'vitest';
import { opacityToPercent } from './opacity-to-percent';

describe('background opacity shown (docs/requirements.md A5) as 10 to 100 percent', () => {
  it('converts the slider value to percent', () => {
    expect(opacityToPercent(0.1)).toBe(10);
    expect(opacityToPercent(0.2)).toBe(20);
    expect(opacityToPercent(1)).toBe(100);
  });

  it('clamps out-of-range values first', () => {
    expect(opacityToPercent(0.05)).toBe(10);
    expect(opacityToPercent(2)).toBe(100);
  });
});
