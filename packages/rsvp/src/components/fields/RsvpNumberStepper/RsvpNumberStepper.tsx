import {
  fieldLabelStyle,
  fieldRootStyle,
  MinusIcon,
  nativeStepperButtonStyle,
  nativeStepperGroupStyle,
  numberStepperInputStyle,
  PlusIcon,
  useUiStrings,
} from '@wedding/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { FieldMessages } from '../FieldMessages';
import { describedBy, fieldIds } from '../field-ids';

export interface RsvpNumberStepperProps {
  label: string;
  /** A whole number; kept as typed, also outside min and max, so the step's rule can name the limit. */
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/**
 * A whole-number field with − / + buttons: digits only, ArrowUp / ArrowDown step it within min and max, the
 * buttons step it by pointer and are disabled at the limits (they are no Tab stops: the arrows do their job).
 */
export function RsvpNumberStepper({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  errorMessage,
  isDisabled,
}: RsvpNumberStepperProps) {
  const { t } = useUiStrings();
  const ids = fieldIds(useId());
  // What the guest is typing; null shows the value. An emptied field keeps the last number until it is left.
  const [typed, setTyped] = useState<string | null>(null);
  const step = (by: number) => {
    setTyped(null);
    onChange(Math.min(maxValue, Math.max(minValue, value + by)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (by === undefined) return;
    event.preventDefault();
    step(by);
  };
  return (
    <div className={fieldRootStyle} data-invalid={errorMessage ? true : undefined}>
      <label id={ids.label} htmlFor={ids.input} className={fieldLabelStyle}>
        {label}
      </label>
      <div className={nativeStepperGroupStyle}>
        <button
          type="button"
          tabIndex={-1}
          className={nativeStepperButtonStyle}
          aria-label={t('numberStepper.decrement')}
          aria-controls={ids.input}
          disabled={isDisabled || value <= minValue}
          onClick={() => step(-1)}
        >
          <MinusIcon />
        </button>
        <input
          id={ids.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={numberStepperInputStyle}
          value={typed ?? String(value)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            setTyped(digits);
            if (digits !== '') onChange(Number(digits));
          }}
          onBlur={() => setTyped(null)}
          onKeyDown={onKeyDown}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy(ids, { errorMessage })}
        />
        <button
          type="button"
          tabIndex={-1}
          className={nativeStepperButtonStyle}
          aria-label={t('numberStepper.increment')}
          aria-controls={ids.input}
          disabled={isDisabled || value >= maxValue}
          onClick={() => step(1)}
        >
          <PlusIcon />
        </button>
      </div>
      <FieldMessages ids={ids} errorMessage={errorMessage} />
    </div>
  );
}
