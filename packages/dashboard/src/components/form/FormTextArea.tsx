import { TextArea, type TextAreaProps } from '@wedding/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextAreaProps<Values extends FieldValues>
  extends Omit<TextAreaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
}

/** A @wedding/ui TextArea (with its character counter) bound to a react-hook-form field. */
export function FormTextArea<Values extends FieldValues>({
  control,
  name,
  ...props
}: FormTextAreaProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea
          {...props}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={props.isDisabled ?? field.disabled}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
        />
      )}
    />
  );
}
