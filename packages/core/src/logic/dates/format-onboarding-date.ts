import type { CalendarDate } from './calendar-date';

/** A date written the way the onboarding field takes it (dd.MM.yyyy), e.g. after it was picked from the calendar. */
export function formatOnboardingDate(date: CalendarDate): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${String(date.year).padStart(4, '0')}`;
}
