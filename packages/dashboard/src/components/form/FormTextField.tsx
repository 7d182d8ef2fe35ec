import { TextField, type TextFieldProps } from '@wedding/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextFieldProps<Values extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** Shown when the field itself is valid, e.g. a server answer about this field. */
  errorMessage?: string;
}

/** A @wedding/ui TextField bound to a react-hook-form field: value, validation message, focus on error. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  errorMessage,
  ...props
}: FormTextFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={props.isDisabled ?? field.disabled}
          errorMessage={fieldState.error?.message ?? errorMessage}
          validationBehavior="aria"
        />
      )}
    />
  );
}
