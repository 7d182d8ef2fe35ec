import { instantOfWallTime } from '@wedding/core';
import { utcDateOf } from './calendar-date-parts';
import { remembered } from './remembered';

// core's zone arithmetic builds several Intl formats per call (about a millisecond), on every countdown render.
const dayStart = remembered<string>(2_000);

/**
 * The instant the wedding day (`YYYY-MM-DD…`, a wall-clock date of the wedding's place) begins in the wedding's
 * zone, as an ISO string: the countdown reaches its big day at midnight there, not at midnight UTC nor at the
 * guest's own midnight, and server and browser count the same days. An unreadable date comes back unchanged.
 */
export function weddingDayStart(date: string, timeZone: string): string {
  const day = date.slice(0, 10);
  if (!utcDateOf(day)) return date;
  return dayStart(`${day} ${timeZone}`, () => instantOfWallTime(day, timeZone, [0, 0]).toISOString());
}
