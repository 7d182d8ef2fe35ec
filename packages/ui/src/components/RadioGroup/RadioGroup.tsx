import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  FieldError,
  Label,
  Radio,
  Text,
} from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel, fieldRoot } from '../../styles/shared.css';
import * as styles from './RadioGroup.css';

export interface RadioOption<K extends string = string> {
  value: K;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps<K extends string = string>
  extends Omit<
    AriaRadioGroupProps,
    'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'
  > {
  label: string;
  options: readonly RadioOption<K>[];
  value?: K | null;
  defaultValue?: K;
  onChange?: (value: K) => void;
  description?: string;
  errorMessage?: string;
}

export function RadioGroup<K extends string = string>({
  label,
  options,
  description,
  errorMessage,
  onChange,
  isInvalid,
  ...props
}: RadioGroupProps<K>) {
  return (
    <AriaRadioGroup
      {...props}
      onChange={(value) => onChange?.(value as K)}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={fieldRoot}
    >
      <Label className={fieldLabel}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} />
            {option.label}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
