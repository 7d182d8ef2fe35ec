import { fieldLabelStyle, fieldRootStyle, nativeInputStyle } from '@wedding/ui';
import { useId } from 'react';
import { FieldMessages } from '../FieldMessages';
import { describedBy, fieldIds } from '../field-ids';

export interface RsvpTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule's message; setting it marks the field invalid. */
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A labelled text input of the wizard: a plain <input> with @wedding/ui's field look (no react-aria, so the
 * wizard stays light on a phone), invalid and described by its message when a rule fails.
 */
export function RsvpTextField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  placeholder,
  type = 'text',
  autoComplete,
  isRequired,
  isDisabled,
}: RsvpTextFieldProps) {
  const ids = fieldIds(useId());
  return (
    <div className={fieldRootStyle} data-invalid={errorMessage ? true : undefined}>
      <label id={ids.label} htmlFor={ids.input} className={fieldLabelStyle}>
        {label}
      </label>
      <input
        id={ids.input}
        className={nativeInputStyle}
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy(ids, { description, errorMessage })}
      />
      <FieldMessages ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
