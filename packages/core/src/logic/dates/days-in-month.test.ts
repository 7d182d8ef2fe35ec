import { describe, expect, it } from 'vitest';
import { daysInMonth } from './days-in-month';

describe('onboarding date (docs/requirements.md B5): real calendar dates (month lengths)', () => {
  it('knows February in leap and non-leap years (2000 leap, 2100 not)', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('knows 30- and 31-day months', () => {
    expect(daysInMonth(2027, 4)).toBe(30);
    expect(daysInMonth(2027, 12)).toBe(31);
  });
});
