import { describe, expect, it } from 'vitest';
import { scheduleEventSchema } from './schedule-event';

describe('schedule event {id, time, endTime, title, description, location, type, required} (docs/requirements.md B3)', () => {
  it('accepts 24-hour times and defaults required to false', () => {
    expect(
      scheduleEventSchema.parse({ id: 'e1', time: '14:00', endTime: '15:30', title: 'Trauung' }),
    ).toMatchObject({
      time: '14:00',
      endTime: '15:30',
      required: false,
    });
  });

  it('refuses malformed times, an end before the start and a blank title', () => {
    expect(scheduleEventSchema.safeParse({ id: 'e1', time: '24:00', title: 'x' }).success).toBe(false);
    expect(
      scheduleEventSchema.safeParse({ id: 'e1', time: '14:00', endTime: '13:59', title: 'x' }).success,
    ).toBe(false);
    expect(scheduleEventSchema.safeParse({ id: 'e1', time: '14:00', title: '  ' }).success).toBe(false);
  });
});

describe('schedule day tabs (docs/requirements.md B2)', () => {
  it('accepts an ISO day and refuses another format', () => {
    expect(scheduleEventSchema.parse({ id: 'e1', day: '2027-06-12', time: '10:00', title: 'x' }).day).toBe(
      '2027-06-12',
    );
    expect(
      scheduleEventSchema.safeParse({ id: 'e1', day: '12.06.2027', time: '10:00', title: 'x' }).success,
    ).toBe(false);
  });
});
