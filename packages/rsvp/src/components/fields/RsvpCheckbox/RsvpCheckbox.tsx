import { CheckIcon, nativeCheckboxBoxStyle, nativeCheckboxStyle, visuallyHidden } from '@wedding/ui';
import type { ReactNode } from 'react';

export interface RsvpCheckboxProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  children: ReactNode;
}

/** A native checkbox (Space toggles it) with @wedding/ui's box drawn beside it; the label is the hit area. */
export function RsvpCheckbox({ isSelected, onChange, isDisabled, children }: RsvpCheckboxProps) {
  return (
    <label className={nativeCheckboxStyle} data-selected={isSelected || undefined}>
      <input
        type="checkbox"
        className={visuallyHidden}
        checked={isSelected}
        onChange={(event) => onChange(event.currentTarget.checked)}
        disabled={isDisabled}
      />
      <span className={nativeCheckboxBoxStyle} aria-hidden="true">
        {isSelected ? <CheckIcon /> : null}
      </span>
      {children}
    </label>
  );
}
