import { adminAnalyticsQuerySchema } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_PRESETS, analyticsRange, lastDays } from './analytics-search';

const today = new Date('2026-03-01T10:00:00Z');

describe('analytics range', () => {
  it('counts the days inclusively, across a month end', () => {
    expect(lastDays(7, today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('falls back to the last 30 days unless the URL has both ends', () => {
    expect(analyticsRange({ from: '2026-01-01', to: undefined }, today)).toEqual(lastDays(30, today));
    expect(analyticsRange({ from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('offers only ranges the API accepts', () => {
    for (const days of ANALYTICS_PRESETS)
      expect(adminAnalyticsQuerySchema.safeParse(lastDays(days, today)).success).toBe(true);
  });
});
