import { REMINDER_LEAD_DAYS } from '@wedding/core';

/** The lead times offered as chips; any other within core's range can be added. */
export const PRESET_REMINDER_DAYS = [14, 7, 3, 1] as const;

/** Lead times as the API keeps them: each once, the earliest reminder first. */
export function sortedReminderDays(days: Iterable<number>): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

/** Adds or removes one lead time; adding beyond the maximum changes nothing. */
export function toggleReminderDay(days: readonly number[], day: number): number[] {
  if (days.includes(day)) return days.filter((entry) => entry !== day);
  if (days.length >= REMINDER_LEAD_DAYS.count) return [...days];
  return sortedReminderDays([...days, day]);
}

export type ReminderDayProblem = 'invalid' | 'duplicate' | 'full';

/** Why a typed lead time cannot be added, or null with the number it reads as. */
export function readReminderDay(
  typed: string,
  days: readonly number[],
): { day: number; problem: null } | { day: null; problem: ReminderDayProblem } {
  const trimmed = typed.trim();
  const day = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(day) || day < REMINDER_LEAD_DAYS.min || day > REMINDER_LEAD_DAYS.max) {
    return { day: null, problem: 'invalid' };
  }
  if (days.includes(day)) return { day: null, problem: 'duplicate' };
  if (days.length >= REMINDER_LEAD_DAYS.count) return { day: null, problem: 'full' };
  return { day, problem: null };
}
