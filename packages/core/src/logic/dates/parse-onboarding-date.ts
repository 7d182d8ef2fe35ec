import type { CalendarDate } from './calendar-date';
import { compareCalendarDates } from './compare-calendar-dates';
import { daysInMonth } from './days-in-month';
import { formatIsoDate } from './format-iso-date';
import { onboardingDateWindow } from './onboarding-date-window';

/**
 * dd.MM.yyyy, dd/MM/yyyy or dd-MM-yyyy (docs/requirements.md B5), one separator throughout; a single-digit day or month
 * is accepted.
 */
const ONBOARDING_DATE_PATTERN = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;

export type OnboardingDateError = 'errors.invalidDateFormat' | 'errors.pastDate' | 'errors.dateTooFarAhead';

export type OnboardingDateResult =
  | { ok: true; date: CalendarDate; isoDate: string }
  | { ok: false; error: OnboardingDateError };

/**
 * Onboarding date (docs/requirements.md B5): a real calendar date (31.02. is rejected as a format error), strictly
 * after `today` ('errors.pastDate', also for today itself) and at most 5 years after today ('errors.dateTooFarAhead').
 */
export function parseOnboardingDate(input: string, today: Date): OnboardingDateResult {
  const match = ONBOARDING_DATE_PATTERN.exec(input.trim());
  if (!match) return { ok: false, error: 'errors.invalidDateFormat' };
  const date: CalendarDate = { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    return { ok: false, error: 'errors.invalidDateFormat' };
  }
  const { earliest, latest } = onboardingDateWindow(today);
  if (compareCalendarDates(date, earliest) < 0) return { ok: false, error: 'errors.pastDate' };
  if (compareCalendarDates(date, latest) > 0) {
    return { ok: false, error: 'errors.dateTooFarAhead' };
  }
  return { ok: true, date, isoDate: formatIsoDate(date) };
}
