import { DATE_PICKER_YEARS_AHEAD } from '../../constants';

/** docs/requirements.md A5 and B5: the date picker offers the current year through 5 years ahead. */
export function datePickerYearRange(today: Date): { fromYear: number; toYear: number } {
  const fromYear = today.getFullYear();
  return { fromYear, toYear: fromYear + DATE_PICKER_YEARS_AHEAD };
}
