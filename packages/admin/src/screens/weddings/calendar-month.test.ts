import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './calendar-month';

describe('the admin calendar month', () => {
  it('starts weeks on Monday and pads to whole weeks', () => {
    // June 2031 begins on a Sunday: six padding cells before the 1st.
    const grid = monthGrid('2031-06');
    expect(grid.slice(0, 7).map((cell) => cell.day)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2031-06-01',
    ]);
    expect(grid.length % 7).toBe(0);
    expect(grid.filter((cell) => cell.day !== null)).toHaveLength(30);
  });

  it('moves across years', () => {
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
  });
});
