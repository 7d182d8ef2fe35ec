import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarProps,
  Heading,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import * as styles from './DatePicker.css';

/**
 * The month grid both the DatePicker and the CalendarButton open. Inside a DatePicker it takes its value and
 * limits from the picker's context; on its own it takes them as props.
 */
export function DateCalendar(props: Omit<CalendarProps<CalendarDate>, 'className' | 'style' | 'children'>) {
  const { t } = useUiStrings();
  return (
    <Calendar {...props}>
      <header className={styles.calendarHeader}>
        <Button
          slot="previous"
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('datePicker.previousMonth')}
        >
          <ChevronLeftIcon />
        </Button>
        <Heading className={styles.calendarTitle} />
        <Button
          slot="next"
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('datePicker.nextMonth')}
        >
          <ChevronRightIcon />
        </Button>
      </header>
      <CalendarGrid>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
