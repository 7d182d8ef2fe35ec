import type { PublicScheduleEvent } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { groupScheduleByDay } from './group-schedule-by-day';

const event = (id: string, day: string, time: string): PublicScheduleEvent => ({
  id,
  day,
  time,
  endTime: null,
  title: id,
  description: null,
  location: null,
  type: 'other',
  required: false,
});

describe('groupScheduleByDay', () => {
  it('makes one group per distinct day in calendar order, events by start time', () => {
    const groups = groupScheduleByDay([
      event('brunch', '2026-09-13', '11:00'),
      event('party', '2026-09-12', '21:00'),
      event('ceremony', '2026-09-12', '14:00'),
      event('arrival', '2026-09-12', '13:30'),
    ]);
    expect(groups.map((group) => group.day)).toEqual(['2026-09-12', '2026-09-13']);
    expect(groups[0]?.events.map((entry) => entry.id)).toEqual(['arrival', 'ceremony', 'party']);
    expect(groups[1]?.events.map((entry) => entry.id)).toEqual(['brunch']);
  });

  it('treats full ISO timestamps as their calendar day and is empty without events', () => {
    expect(groupScheduleByDay([event('a', '2026-09-12T00:00:00.000Z', '10:00')])[0]?.day).toBe('2026-09-12');
    expect(groupScheduleByDay([])).toEqual([]);
  });
});
