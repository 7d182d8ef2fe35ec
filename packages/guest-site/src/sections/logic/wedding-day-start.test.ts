import { countdownDays } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { weddingDayStart } from './wedding-day-start';

describe("weddingDayStart: midnight of the wedding day in the wedding's zone", () => {
  it('begins the day at midnight there, with its summer time', () => {
    expect(weddingDayStart('2026-09-12T00:00:00.000Z', 'Europe/Berlin')).toBe('2026-09-11T22:00:00.000Z');
    expect(weddingDayStart('2026-12-12', 'Europe/Berlin')).toBe('2026-12-11T23:00:00.000Z');
    expect(weddingDayStart('2026-09-12T00:00:00.000Z', 'Asia/Kolkata')).toBe('2026-09-11T18:30:00.000Z');
    expect(weddingDayStart('2026-09-12', 'America/New_York')).toBe('2026-09-12T04:00:00.000Z');
  });

  it('makes the countdown reach its big day at midnight in the wedding zone, not at midnight UTC', () => {
    const start = weddingDayStart('2026-09-12T00:00:00.000Z', 'Asia/Kolkata');
    expect(countdownDays(start, new Date('2026-09-11T18:29:00.000Z'))).toBe(1);
    expect(countdownDays(start, new Date('2026-09-11T18:30:00.000Z'))).toBe(0);
    const newYork = weddingDayStart('2026-09-12T00:00:00.000Z', 'America/New_York');
    expect(countdownDays(newYork, new Date('2026-09-12T02:00:00.000Z'))).toBe(1);
  });

  it('leaves an unreadable date as it is', () => {
    expect(weddingDayStart('not a date', 'Europe/Berlin')).toBe('not a date');
  });
});
