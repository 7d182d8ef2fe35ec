import { describe, expect, it } from 'vitest';
import { datePickerYearRange } from './date-picker-year-range';

describe('date picker (docs/requirements.md A5 and B5): current year to +5 years', () => {
  it('spans the current year and the five following years', () => {
    expect(datePickerYearRange(new Date(2026, 10, 22))).toEqual({ fromYear: 2026, toYear: 2031 });
    expect(datePickerYearRange(new Date(2026, 11, 31, 23, 59))).toEqual({ fromYear: 2026, toYear: 2031 });
  });
});
