import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onboardingDataSchema } from './onboarding';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const data = { partner1Name: 'Anna', partner2Name: 'Ben', weddingDate: '2027-06-12', slug: 'Anna-Ben' };

describe('onboarding (docs/requirements.md B3 and B4): finish needs both names, date and slug', () => {
  it('accepts complete data, normalises the slug and defaults the locale to de', () => {
    expect(onboardingDataSchema.parse(data)).toEqual({ ...data, slug: 'anna-ben', locale: 'de' });
  });

  it('reports each missing part', () => {
    const result = onboardingDataSchema.safeParse({
      partner1Name: ' ',
      partner2Name: '',
      weddingDate: '',
      slug: 'a',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['partner1Name', 'onboarding.partner1Required'],
      ['partner2Name', 'onboarding.partner2Required'],
      ['weddingDate', 'dateRequired'],
      ['slug', 'slug.tooShort'],
    ]);
  });

  it('accepts only the six locales', () => {
    expect(onboardingDataSchema.parse({ ...data, locale: 'hi' }).locale).toBe('hi');
    expect(onboardingDataSchema.safeParse({ ...data, locale: 'fr' }).success).toBe(false);
  });
});
