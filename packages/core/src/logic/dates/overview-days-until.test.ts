import { describe, expect, it } from 'vitest';
import { overviewDaysUntil } from './overview-days-until';

describe("wedding overview (docs/requirements.md B2): days until the wedding, 'today' when 0 or less", () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('counts days while the wedding is ahead', () => {
    expect(overviewDaysUntil('2026-11-23T12:00:00Z', now)).toBe(1);
    expect(overviewDaysUntil(new Date('2026-12-02T12:00:00Z'), now)).toBe(10);
  });

  it("shows 'today' at 0 and after the date", () => {
    expect(overviewDaysUntil(now, now)).toBe('today');
    expect(overviewDaysUntil('2026-01-01T00:00:00Z', now)).toBe('today');
  });

  it('returns null without a valid date', () => {
    expect(overviewDaysUntil(null, now)).toBeNull();
    expect(overviewDaysUntil(undefined, now)).toBeNull();
    expect(overviewDaysUntil('', now)).toBeNull();
  });
});
