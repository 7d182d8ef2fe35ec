import { z } from 'zod';
import type { CalendarDate } from '../logic/dates/calendar-date';
import { compareCalendarDates } from '../logic/dates/compare-calendar-dates';
import { daysInMonth } from '../logic/dates/days-in-month';
import { onboardingDateWindow } from '../logic/dates/onboarding-date-window';
import { parseOnboardingDate } from '../logic/dates/parse-onboarding-date';

const ISO_CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoCalendarDate(value: string): CalendarDate | null {
  const match = ISO_CALENDAR_DATE.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const valid =
    date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
  return valid ? date : null;
}

/**
 * Onboarding date field (docs/requirements.md B5) as typed (dd.MM.yyyy, dd/MM/yyyy or dd-MM-yyyy), checked against
 * today when parsed; the output is the ISO calendar date the API receives.
 */
export const weddingDateInputSchema = z.string({ error: 'dateRequired' }).transform((input, context) => {
  if (input.trim() === '') {
    context.addIssue({ code: 'custom', message: 'dateRequired' });
    return z.NEVER;
  }
  const result = parseOnboardingDate(input, new Date());
  if (result.ok) return result.isoDate;
  context.addIssue({ code: 'custom', message: result.error });
  return z.NEVER;
});

/**
 * A new wedding's date as the API receives it: an ISO calendar date (yyyy-MM-dd) after today and at most
 * 5 years ahead, the same window as the onboarding input (docs/requirements.md B5).
 */
export const futureWeddingDateSchema = z.string({ error: 'dateRequired' }).superRefine((value, context) => {
  if (value.trim() === '') return context.addIssue({ code: 'custom', message: 'dateRequired' });
  const date = isoCalendarDate(value);
  if (date === null) return context.addIssue({ code: 'custom', message: 'validation.invalidDate' });
  const { earliest, latest } = onboardingDateWindow(new Date());
  if (compareCalendarDates(date, earliest) < 0)
    return context.addIssue({ code: 'custom', message: 'errors.pastDate' });
  if (compareCalendarDates(date, latest) > 0) {
    context.addIssue({ code: 'custom', message: 'errors.dateTooFarAhead' });
  }
});
