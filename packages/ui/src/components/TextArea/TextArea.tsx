import { type Ref, useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { fieldDescription, fieldError, fieldLabel, fieldRoot, input } from '../../styles/shared.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'maxLength'> {
  label: string;
  /** Hard limit; the counter shows the used characters against it (e.g. RSVP_MESSAGE_MAX_LENGTH). */
  maxLength: number;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  rows?: number;
  /** The text area element, e.g. for a form library to focus the first invalid field. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  maxLength,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  value,
  defaultValue,
  onChange,
  isInvalid,
  inputRef,
  ...props
}: TextAreaProps) {
  const { t } = useUiStrings();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const text = value ?? uncontrolled;
  const atLimit = text.length >= maxLength;
  return (
    <AriaTextField
      {...props}
      value={text}
      maxLength={maxLength}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={fieldRoot}
    >
      <Label className={fieldLabel}>{label}</Label>
      <AriaTextArea
        ref={inputRef}
        className={`${input} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <div className={styles.footer}>
        {description ? (
          <Text slot="description" className={fieldDescription}>
            {description}
          </Text>
        ) : null}
        <span className={styles.counter} data-at-limit={atLimit || undefined} aria-live="polite">
          {t('textArea.counter', { count: text.length, max: maxLength })}
        </span>
      </div>
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
