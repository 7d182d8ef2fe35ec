import { describe, expect, it } from 'vitest';
import { dueReminder } from './due-reminder.js';

describe('dueReminder', () => {
  const deadline = new Date('2027-05-01T21:59:59.999Z');
  const daysBefore = (days: number) => new Date(deadline.getTime() - days * 86_400_000);

  it('sends a lead time once its moment has come, not before', () => {
    expect(dueReminder(deadline, [14, 3], [], daysBefore(15))).toBeUndefined();
    expect(dueReminder(deadline, [14, 3], [], daysBefore(14))).toEqual({ send: 14, passOver: [] });
    expect(dueReminder(deadline, [14, 3], [14], daysBefore(10))).toBeUndefined();
    expect(dueReminder(deadline, [14, 3], [14], daysBefore(2))).toEqual({ send: 3, passOver: [] });
  });

  it('a deadline set late brings the nearest reminder only, and none after the deadline', () => {
    expect(dueReminder(deadline, [14, 7, 3], [], daysBefore(2))).toEqual({ send: 3, passOver: [7, 14] });
    expect(dueReminder(deadline, [14, 3], [], new Date(deadline.getTime() + 1))).toBeUndefined();
  });
});
