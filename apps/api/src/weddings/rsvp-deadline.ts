import { calendarDayInZone, endOfDayInZone, isRsvpClosed } from '@wedding/core';

/**
 * The stored deadline for what a client sent: a day (`yyyy-MM-dd`) closes at its end in the wedding's time zone,
 * an ISO instant is taken as it is; null clears it.
 */
export function deadlineFromRequest(value: string | null, timeZone: string): Date | null {
  if (value === null) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? endOfDayInZone(value, timeZone) : value);
}

/** The deadline as the API answers it: the instant, its day in the wedding's zone, and whether replies are over. */
export function deadlineView(deadline: Date | null, timeZone: string, now: Date) {
  return {
    rsvpDeadline: deadline?.toISOString() ?? null,
    rsvpDeadlineDay: deadline ? calendarDayInZone(deadline, timeZone) : null,
    rsvpClosed: isRsvpClosed(deadline, now),
  };
}

/**
 * A deadline when the wedding moves to another zone: the same day, now ending at midnight in the new zone, so the
 * couple and their guests keep reading the day that was picked.
 */
export function deadlineInNewZone(deadline: Date | null, fromZone: string, toZone: string): Date | null {
  if (deadline === null || fromZone === toZone) return deadline;
  return new Date(endOfDayInZone(calendarDayInZone(deadline, fromZone), toZone));
}
