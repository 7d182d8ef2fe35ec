import {
  fieldLabelStyle,
  fieldRootStyle,
  nativeRadioCircleStyle,
  nativeRadioStyle,
  radioOptionsStyle,
  visuallyHidden,
} from '@wedding/ui';
import { useId } from 'react';
import { FieldMessages } from '../FieldMessages';
import { describedBy, fieldIds } from '../field-ids';

export interface RsvpRadioOption<K extends string> {
  value: K;
  label: string;
}

export interface RsvpRadioGroupProps<K extends string> {
  label: string;
  options: readonly RsvpRadioOption<K>[];
  value: K | null;
  onChange: (value: K) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A radio group of native radios sharing one name: Tab enters at the chosen answer, the arrow keys move and
 * choose, as browsers do for radios; each label is the hit area next to @wedding/ui's circle.
 */
export function RsvpRadioGroup<K extends string>({
  label,
  options,
  value,
  onChange,
  errorMessage,
  isRequired,
  isDisabled,
}: RsvpRadioGroupProps<K>) {
  const ids = fieldIds(useId());
  const invalid = errorMessage ? true : undefined;
  return (
    <div
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={describedBy(ids, { errorMessage })}
      aria-required={isRequired || undefined}
      aria-invalid={invalid}
      className={fieldRootStyle}
    >
      <span id={ids.label} className={fieldLabelStyle}>
        {label}
      </span>
      <div className={radioOptionsStyle}>
        {options.map((option) => (
          <label
            key={option.value}
            className={nativeRadioStyle}
            data-selected={option.value === value || undefined}
          >
            <input
              type="radio"
              className={visuallyHidden}
              name={ids.input}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              disabled={isDisabled}
              aria-invalid={invalid}
            />
            <span className={nativeRadioCircleStyle} aria-hidden="true" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} errorMessage={errorMessage} />
    </div>
  );
}
