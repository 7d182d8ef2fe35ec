import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { fieldDescription, fieldError, fieldLabel, fieldRoot, input } from '../../styles/shared.css';
import * as styles from './Select.css';

export interface SelectOption<K extends string = string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends string = string>
  extends Omit<AriaSelectProps<SelectOption<K>>, 'className' | 'style' | 'children' | 'items'> {
  label: string;
  options: readonly SelectOption<K>[];
  description?: string;
  errorMessage?: string;
}

export function Select<K extends string = string>({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: SelectProps<K>) {
  const { t } = useUiStrings();
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      disabledKeys={disabledKeys}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={fieldRoot}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Button className={`${input} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </Button>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <CheckIcon /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
