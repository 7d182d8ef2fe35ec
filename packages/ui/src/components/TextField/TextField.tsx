import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import {
  fieldDescription,
  fieldError,
  fieldLabel,
  fieldRoot,
  input,
  inputRow,
} from '../../styles/shared.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  /** Server or rule message; setting it marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** The input element, e.g. for a form library to focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** A control beside the input, inside the field (e.g. a CalendarButton), so the description and error stay below both. */
  endAction?: ReactNode;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  inputRef,
  endAction,
  ...props
}: TextFieldProps) {
  const field = <Input ref={inputRef} className={input} placeholder={placeholder} />;
  return (
    <AriaTextField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={fieldRoot}>
      <Label className={fieldLabel}>{label}</Label>
      {endAction ? (
        <div className={inputRow}>
          {field}
          {endAction}
        </div>
      ) : (
        field
      )}
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
