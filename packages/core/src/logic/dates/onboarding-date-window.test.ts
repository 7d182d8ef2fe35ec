import { describe, expect, it } from 'vitest';
import { onboardingDateWindow } from './onboarding-date-window';

describe('onboarding date window: after today, at most 5 years ahead', () => {
  it('runs from tomorrow to the same day 5 years on', () => {
    expect(onboardingDateWindow(new Date(2026, 10, 22, 9, 30))).toEqual({
      earliest: { year: 2026, month: 11, day: 23 },
      latest: { year: 2031, month: 11, day: 22 },
    });
  });

  it('crosses month and year ends', () => {
    expect(onboardingDateWindow(new Date(2026, 11, 31, 23, 59)).earliest).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('from 29.02. of a leap year ends on 28.02. of the non-leap target year', () => {
    expect(onboardingDateWindow(new Date(2028, 1, 29)).latest).toEqual({ year: 2033, month: 2, day: 28 });
  });
});
