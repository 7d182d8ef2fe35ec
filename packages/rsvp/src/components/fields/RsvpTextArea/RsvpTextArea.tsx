import {
  fieldLabelStyle,
  fieldRootStyle,
  nativeInputStyle,
  textAreaCounterStyle,
  textAreaFooterStyle,
  textAreaStyle,
  useUiStrings,
} from '@wedding/ui';
import { useId } from 'react';
import { FieldMessages } from '../FieldMessages';
import { describedBy, fieldIds } from '../field-ids';

export interface RsvpTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Hard limit; the counter shows the used characters against it. */
  maxLength: number;
  errorMessage?: string | undefined;
  rows?: number;
  isDisabled?: boolean;
}

/** A labelled <textarea> with @wedding/ui's counter ('n / max', announced politely). */
export function RsvpTextArea({
  label,
  value,
  onChange,
  maxLength,
  errorMessage,
  rows = 4,
  isDisabled,
}: RsvpTextAreaProps) {
  const { t } = useUiStrings();
  const ids = fieldIds(useId());
  return (
    <div className={fieldRootStyle} data-invalid={errorMessage ? true : undefined}>
      <label id={ids.label} htmlFor={ids.input} className={fieldLabelStyle}>
        {label}
      </label>
      <textarea
        id={ids.input}
        className={`${nativeInputStyle} ${textAreaStyle}`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={maxLength}
        rows={rows}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy(ids, { errorMessage })}
      />
      <div className={textAreaFooterStyle}>
        <span
          className={textAreaCounterStyle}
          data-at-limit={value.length >= maxLength || undefined}
          aria-live="polite"
        >
          {t('textArea.counter', { count: value.length, max: maxLength })}
        </span>
      </div>
      <FieldMessages ids={ids} errorMessage={errorMessage} />
    </div>
  );
}
