import type { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CalendarIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { DateCalendar } from './DateCalendar';
import * as styles from './DatePicker.css';

export interface CalendarButtonProps {
  /** Names the calendar dialog, usually the label of the field the button sits beside. */
  label: string;
  /** The field's current date, if it holds one inside the window; the calendar opens on it. */
  value: CalendarDate | null;
  /** The first and last day that can be picked; days outside are shown but disabled. */
  minValue: CalendarDate;
  maxValue: CalendarDate;
  onChange: (date: CalendarDate) => void;
  isDisabled?: boolean;
}

/**
 * An icon button that opens the DatePicker's calendar in a popover, for a field the user may also type into
 * (a TextField's `endAction`). Picking a day closes the popover and returns focus to the button; Escape closes it
 * without a change.
 */
export function CalendarButton({
  label,
  value,
  minValue,
  maxValue,
  onChange,
  isDisabled,
}: CalendarButtonProps) {
  const { t } = useUiStrings();
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={button({ variant: 'outline', iconOnly: true })}
        aria-label={t('datePicker.open')}
        isDisabled={isDisabled}
      >
        <CalendarIcon />
      </Button>
      <Popover className={styles.calendarPopover} placement="bottom end">
        <Dialog aria-label={label}>
          <DateCalendar
            autoFocus
            value={value}
            defaultFocusedValue={value ?? minValue}
            minValue={minValue}
            maxValue={maxValue}
            onChange={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
