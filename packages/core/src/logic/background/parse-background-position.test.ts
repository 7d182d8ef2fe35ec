import { describe, expect, it } from 'vitest';
import { parseBackgroundPosition } from './parse-background-position';

describe("background position (docs/requirements.md A3 and A5) 'X% Y%'", () => {
  it('reads both axes', () => {
    expect(parseBackgroundPosition('25% 75%')).toEqual({ x: 25, y: 75 });
    expect(parseBackgroundPosition(' 0%   100% ')).toEqual({ x: 0, y: 100 });
    expect(parseBackgroundPosition('12.5% 50%')).toEqual({ x: 13, y: 50 });
  });

  it('clamps axes outside 0-100', () => {
    expect(parseBackgroundPosition('-10% 150%')).toEqual({ x: 0, y: 100 });
  });

  it('falls back to 50% 50% for other forms, empty and missing values', () => {
    for (const value of ['center', '50%', '50 50', '', '   ', null, undefined]) {
      expect(parseBackgroundPosition(value)).toEqual({ x: 50, y: 50 });
    }
  });
});
