import { describe, expect, it } from 'vitest';
import { readReminderDay, sortedReminderDays, toggleReminderDay } from './reminder-days';

describe('reminder lead times', () => {
  it('keeps each once, earliest first', () => {
    expect(sortedReminderDays([1, 14, 7, 14])).toEqual([14, 7, 1]);
  });

  it('toggles a day and stops at four', () => {
    expect(toggleReminderDay([7, 1], 3)).toEqual([7, 3, 1]);
    expect(toggleReminderDay([7, 3, 1], 3)).toEqual([7, 1]);
    expect(toggleReminderDay([30, 14, 7, 1], 3)).toEqual([30, 14, 7, 1]);
  });

  it('reads a typed number of days within 1 to 90', () => {
    expect(readReminderDay(' 21 ', [7])).toEqual({ day: 21, problem: null });
    expect(readReminderDay('0', [])).toEqual({ day: null, problem: 'invalid' });
    expect(readReminderDay('91', [])).toEqual({ day: null, problem: 'invalid' });
    expect(readReminderDay('2.5', [])).toEqual({ day: null, problem: 'invalid' });
    expect(readReminderDay('7', [7])).toEqual({ day: null, problem: 'duplicate' });
    expect(readReminderDay('5', [30, 14, 7, 1])).toEqual({ day: null, problem: 'full' });
  });
});
