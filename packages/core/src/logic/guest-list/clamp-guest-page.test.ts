import { describe, expect, it } from 'vitest';
import { clampGuestPage } from './clamp-guest-page';

describe('list (docs/requirements.md B5): page minimum 1, default 1', () => {
  it('raises 0 and negatives to 1 and keeps 1 and 2', () => {
    expect(clampGuestPage(0)).toBe(1);
    expect(clampGuestPage(-3)).toBe(1);
    expect(clampGuestPage(1)).toBe(1);
    expect(clampGuestPage(2)).toBe(2);
  });

  it('drops fractions and turns NaN and Infinity into the default', () => {
    expect(clampGuestPage(2.9)).toBe(2);
    expect(clampGuestPage(Number.NaN)).toBe(1);
    expect(clampGuestPage(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
