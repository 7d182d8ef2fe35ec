import { visuallyHidden } from '@wedding/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './studio.css';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
  /** Shown instead of the label; the label stays the accessible name. */
  iconOnly?: boolean;
  isDisabled?: boolean;
}

export interface SegmentedProps<Value extends string> {
  label: string;
  hideLabel?: boolean;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  isDisabled?: boolean;
}

/**
 * A row of choices that look like buttons and behave as a radio group (arrow keys move and choose, Tab leaves):
 * native radios, so keyboard, screen readers and forms work without script of our own.
 */
export function Segmented<Value extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  isDisabled,
}: SegmentedProps<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.segmented} disabled={isDisabled}>
      <legend className={hideLabel ? visuallyHidden : styles.legend}>{label}</legend>
      <div className={styles.segments}>
        {options.map((option) => {
          const selected = option.value === value;
          const disabled = isDisabled || option.isDisabled;
          return (
            <label
              key={option.value}
              className={styles.segment}
              data-selected={selected ? '' : undefined}
              data-disabled={disabled ? '' : undefined}
              title={option.iconOnly ? option.label : undefined}
            >
              <input
                type="radio"
                className={styles.segmentInput}
                name={name}
                value={option.value}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              {option.icon}
              <span className={option.iconOnly ? visuallyHidden : undefined}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
