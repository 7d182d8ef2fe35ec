import { describe, expect, it } from 'vitest';
import { clampGuestLimit } from './clamp-guest-limit';

describe('list (docs/requirements.md B5 and B9): limit minimum 10, at most the fetch-all limit 5000, default 50', () => {
  it('raises 9 to 10 and keeps 10 and 11', () => {
    expect(clampGuestLimit(9)).toBe(10);
    expect(clampGuestLimit(10)).toBe(10);
    expect(clampGuestLimit(11)).toBe(11);
  });

  it('keeps 5000 and lowers 5001', () => {
    expect(clampGuestLimit(5000)).toBe(5000);
    expect(clampGuestLimit(5001)).toBe(5000);
  });

  it('turns NaN into the default 50', () => {
    expect(clampGuestLimit(Number.NaN)).toBe(50);
  });
});
