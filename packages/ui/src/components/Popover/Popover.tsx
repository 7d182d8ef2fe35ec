import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  DialogTrigger,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps {
  /** A pressable element (Button, IconButton) that toggles the popover. */
  trigger: ReactElement;
  /** Names the popover dialog for assistive technology. */
  'aria-label': string;
  placement?: AriaPopoverProps['placement'];
  children: ReactNode;
}

/** Non-modal popover dialog anchored to its trigger; Escape or an outside press closes it and focus returns. */
export function Popover({ trigger, placement = 'bottom start', children, ...props }: PopoverProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover className={styles.popover} placement={placement}>
        <AriaDialog className={styles.dialog} aria-label={props['aria-label']}>
          {children}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
