import { describe, expect, it } from 'vitest';
import { addYears } from './add-years';

describe('onboarding date (docs/requirements.md B5): the +5 years limit', () => {
  it('keeps the day and month', () => {
    expect(addYears({ year: 2026, month: 11, day: 22 }, 5)).toEqual({ year: 2031, month: 11, day: 22 });
  });

  it('turns 29.02. into 28.02. in a non-leap target year and keeps it in a leap year', () => {
    expect(addYears({ year: 2028, month: 2, day: 29 }, 5)).toEqual({ year: 2033, month: 2, day: 28 });
    expect(addYears({ year: 2028, month: 2, day: 29 }, 4)).toEqual({ year: 2032, month: 2, day: 29 });
  });
});
