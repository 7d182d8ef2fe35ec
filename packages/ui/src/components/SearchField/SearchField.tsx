import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CloseIcon, SearchIcon } from '../../icons/icons';
import { fieldLabel, fieldRoot, input, visuallyHidden } from '../../styles/shared.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  /** Hide the label visually when the surrounding UI already explains the field. */
  hideLabel?: boolean;
  placeholder?: string;
}

/** Search input: Escape clears (react-aria), the clear button hides while empty. */
export function SearchField({ label, hideLabel, placeholder, ...props }: SearchFieldProps) {
  const { t } = useUiStrings();
  return (
    <AriaSearchField {...props} className={`${fieldRoot} ${styles.root}`}>
      <Label className={hideLabel ? visuallyHidden : fieldLabel}>{label}</Label>
      <div className={styles.wrapper}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={`${input} ${styles.searchInput}`} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label={t('searchField.clear')}>
          <CloseIcon />
        </Button>
      </div>
    </AriaSearchField>
  );
}
