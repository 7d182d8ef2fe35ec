import { describe, expect, it } from 'vitest';
import { formatBackgroundPosition } from './format-background-position';
import { parseBackgroundPosition } from './parse-background-position';

describe("background position written (docs/requirements.md A3) as 'X% Y%'", () => {
  it('formats and clamps', () => {
    expect(formatBackgroundPosition({ x: 50, y: 50 })).toBe('50% 50%');
    expect(formatBackgroundPosition({ x: -5, y: 101 })).toBe('0% 100%');
  });

  it('round-trips with the parser', () => {
    expect(parseBackgroundPosition(formatBackgroundPosition({ x: 12, y: 88 }))).toEqual({ x: 12, y: 88 });
  });
});
