import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  useFilter,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { fieldDescription, fieldError, fieldLabel, fieldRoot, visuallyHidden } from '../../styles/shared.css';
import * as styles from './ComboBox.css';

export interface ComboBoxOption<K extends string = string> {
  id: K;
  label: string;
  /** Options sharing a section title are grouped under it, in order of first appearance. */
  section?: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<K extends string = string>
  extends Omit<
    AriaComboBoxProps<ComboBoxOption<K>>,
    'className' | 'style' | 'children' | 'items' | 'defaultItems' | 'defaultFilter' | 'selectionMode'
  > {
  label: string;
  /** Hide the label visually when a surrounding group already names the field. */
  hideLabel?: boolean;
  options: readonly ComboBoxOption<K>[];
  description?: string;
  /** Server or rule message; setting it marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Shown in the open list when typing matches nothing; defaults to the UI string. */
  emptyText?: string;
}

interface OptionGroup<K extends string> {
  title: string | undefined;
  options: ComboBoxOption<K>[];
}

function groupBySection<K extends string>(options: readonly ComboBoxOption<K>[]): OptionGroup<K>[] {
  const groups: OptionGroup<K>[] = [];
  for (const option of options) {
    const group = groups.find((candidate) => candidate.title === option.section);
    if (group) group.options.push(option);
    else groups.push({ title: option.section, options: [option] });
  }
  return groups;
}

function renderOption<K extends string>(option: ComboBoxOption<K>): ReactNode {
  return (
    <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span>{option.label}</span>
          {isSelected ? <CheckIcon /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** Text input with a filtered list: typing narrows the options with the locale's case- and accent-blind "contains". */
export function ComboBox<K extends string = string>({
  label,
  hideLabel,
  options,
  description,
  errorMessage,
  placeholder,
  emptyText,
  isInvalid,
  ...props
}: ComboBoxProps<K>) {
  const { t } = useUiStrings();
  const { contains } = useFilter({ sensitivity: 'base' });
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  const groups = groupBySection(options);
  return (
    <AriaComboBox
      {...props}
      defaultFilter={contains}
      // Keeps the list open while typing matches nothing, so the empty-state text is announced.
      allowsEmptyCollection
      disabledKeys={disabledKeys}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={`${fieldRoot} ${styles.root}`}
    >
      <Label className={hideLabel ? visuallyHidden : fieldLabel}>{label}</Label>
      <div className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.toggle} aria-label={t('comboBox.showOptions')}>
          <ChevronDownIcon />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText ?? t('comboBox.noResults')}</div>}
        >
          {groups.map((group) =>
            group.title === undefined ? (
              group.options.map(renderOption)
            ) : (
              <ListBoxSection key={group.title} id={group.title} className={styles.section}>
                <Header className={styles.sectionHeader}>{group.title}</Header>
                {group.options.map(renderOption)}
              </ListBoxSection>
            ),
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
