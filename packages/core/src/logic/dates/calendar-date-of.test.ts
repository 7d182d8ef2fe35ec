import { describe, expect, it } from 'vitest';
import { calendarDateOf } from './calendar-date-of';

describe("onboarding date (docs/requirements.md B5): 'today' is the user's local calendar day", () => {
  it('reads the local day regardless of the time', () => {
    expect(calendarDateOf(new Date(2027, 0, 5, 0, 0))).toEqual({ year: 2027, month: 1, day: 5 });
    expect(calendarDateOf(new Date(2027, 0, 5, 23, 59))).toEqual({ year: 2027, month: 1, day: 5 });
  });
});
