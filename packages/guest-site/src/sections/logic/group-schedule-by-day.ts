import type { PublicScheduleEvent } from '@wedding/core';

export interface ScheduleDay {
  /** YYYY-MM-DD */
  day: string;
  events: PublicScheduleEvent[];
}

/** One entry per distinct day in calendar order; events within a day by start time (HH:mm sorts as text). */
export function groupScheduleByDay(events: readonly PublicScheduleEvent[]): ScheduleDay[] {
  const byDay = new Map<string, PublicScheduleEvent[]>();
  for (const event of events) {
    const day = event.day.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayEvents]) => ({
      day,
      events: [...dayEvents].sort((a, b) => a.time.localeCompare(b.time)),
    }));
}
