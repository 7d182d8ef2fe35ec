import type { CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronDownIcon } from '../../icons/icons';
import { fieldDescription, fieldError, fieldLabel, fieldRoot, input } from '../../styles/shared.css';
import { button } from '../Button/Button.css';
import { DateCalendar } from './DateCalendar';
import * as styles from './DatePicker.css';
import { dateWindow } from './date-window';

export interface DatePickerProps
  extends Omit<
    AriaDatePickerProps<CalendarDate>,
    'className' | 'style' | 'children' | 'minValue' | 'maxValue'
  > {
  label: string;
  description?: string;
  errorMessage?: string;
  /** Clock source for the allowed window (current year to five years ahead); lets stories pin "today". */
  getToday?: () => Date;
}

/** Locale-aware date field with calendar popover, limited to the spec's current-year-plus-five window. */
export function DatePicker({
  label,
  description,
  errorMessage,
  getToday = () => new Date(),
  isInvalid,
  ...props
}: DatePickerProps) {
  const { t } = useUiStrings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window is fixed for the picker's lifetime
  const { minValue, maxValue } = useMemo(() => dateWindow(getToday()), []);
  return (
    <AriaDatePicker
      {...props}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={fieldRoot}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Group className={`${input} ${styles.group}`}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('datePicker.open')}
        >
          <ChevronDownIcon />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.calendarPopover}>
        <Dialog aria-label={label}>
          <DateCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
