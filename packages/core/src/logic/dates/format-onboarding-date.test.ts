import { describe, expect, it } from 'vitest';
import { formatOnboardingDate } from './format-onboarding-date';
import { parseOnboardingDate } from './parse-onboarding-date';

describe('formatOnboardingDate', () => {
  it('writes dd.MM.yyyy with leading zeros', () => {
    expect(formatOnboardingDate({ year: 2027, month: 6, day: 2 })).toBe('02.06.2027');
  });

  it('gives text the onboarding rule reads back as the same day', () => {
    const date = { year: 2028, month: 2, day: 29 };
    expect(parseOnboardingDate(formatOnboardingDate(date), new Date(2027, 0, 1))).toMatchObject({
      ok: true,
      date,
    });
  });
});
