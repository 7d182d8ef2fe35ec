import { DATE_PICKER_YEARS_AHEAD } from '../../constants';
import { addYears } from './add-years';
import type { CalendarDate } from './calendar-date';
import { calendarDateOf } from './calendar-date-of';

/**
 * The days a new wedding may fall on, both ends included: the day after `today` (the wedding must be after today)
 * to the same day 5 years on. The typed-date rule and the onboarding calendar both read it, so they never disagree.
 */
export function onboardingDateWindow(today: Date): { earliest: CalendarDate; latest: CalendarDate } {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return {
    earliest: calendarDateOf(tomorrow),
    latest: addYears(calendarDateOf(today), DATE_PICKER_YEARS_AHEAD),
  };
}
