import { describe, expect, it } from 'vitest';
import { compareCalendarDates } from './compare-calendar-dates';

describe('onboarding date (docs/requirements.md B5): after today (calendar order)', () => {
  it('orders by year, then month, then day', () => {
    expect(
      compareCalendarDates({ year: 2027, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 }),
    ).toBeGreaterThan(0);
    expect(
      compareCalendarDates({ year: 2027, month: 1, day: 31 }, { year: 2027, month: 2, day: 1 }),
    ).toBeLessThan(0);
    expect(
      compareCalendarDates({ year: 2027, month: 1, day: 1 }, { year: 2027, month: 1, day: 2 }),
    ).toBeLessThan(0);
  });

  it('is 0 for the same day', () => {
    expect(compareCalendarDates({ year: 2027, month: 1, day: 1 }, { year: 2027, month: 1, day: 1 })).toBe(0);
  });
});
