import { describe, expect, it } from 'vitest';
import { countdownDays } from './countdown-days';

describe('countdown (docs/requirements.md A4 and B4): ceiling of days to the date, minimum 0', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('rounds a partial day up', () => {
    expect(countdownDays(new Date('2026-11-22T12:00:01Z'), now)).toBe(1);
    expect(countdownDays(new Date('2026-11-23T12:00:00Z'), now)).toBe(1);
    expect(countdownDays(new Date('2026-11-23T12:00:01Z'), now)).toBe(2);
  });

  it('is 0 at the moment and after it', () => {
    expect(countdownDays(now, now)).toBe(0);
    expect(countdownDays(new Date('2026-11-01T00:00:00Z'), now)).toBe(0);
  });

  it('accepts ISO strings and treats invalid dates as 0', () => {
    expect(countdownDays('2026-12-22T12:00:00Z', now)).toBe(30);
    expect(countdownDays('not a date', now)).toBe(0);
  });
});
