import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  NumberField,
  type NumberFieldProps,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { fieldDescription, fieldError, fieldLabel, fieldRoot } from '../../styles/shared.css';
import * as styles from './NumberStepper.css';

export interface NumberStepperProps extends Omit<NumberFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
}

/** Number field with − / + buttons; react-aria disables each button once min or max is reached. */
export function NumberStepper({ label, description, errorMessage, isInvalid, ...props }: NumberStepperProps) {
  const { t } = useUiStrings();
  return (
    <NumberField {...props} isInvalid={isInvalid || Boolean(errorMessage)} className={fieldRoot}>
      <Label className={fieldLabel}>{label}</Label>
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.stepButton} aria-label={t('numberStepper.decrement')}>
          <MinusIcon />
        </Button>
        <Input className={styles.stepInput} />
        <Button slot="increment" className={styles.stepButton} aria-label={t('numberStepper.increment')}>
          <PlusIcon />
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </NumberField>
  );
}
