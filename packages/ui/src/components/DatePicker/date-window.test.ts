import { DATE_PICKER_YEARS_AHEAD } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { dateWindow } from './date-window';

describe('date picker (docs/requirements.md A5): current year through 5 years ahead', () => {
  it('spans 1 January this year to 31 December five years on', () => {
    const { minValue, maxValue } = dateWindow(new Date(2027, 5, 15));
    expect(minValue.toString()).toBe('2027-01-01');
    expect(maxValue.toString()).toBe(`${2027 + DATE_PICKER_YEARS_AHEAD}-12-31`);
  });
  it('uses the local year on New Year’s Eve', () => {
    expect(dateWindow(new Date(2026, 11, 31, 23, 59)).minValue.year).toBe(2026);
  });
});
