import type { InlineEditType } from '@wedding/core';
import { Button, Input, TextField } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { input, visuallyHidden } from '../../styles/shared.css';
import * as styles from './InlineEditCell.css';
import { type InlineEditValue, useInlineEdit } from './useInlineEdit';

export interface InlineEditCellProps {
  /** Column name, used for the accessible names ('Edit {label}'). */
  label: string;
  type: InlineEditType;
  value: InlineEditValue;
  onSave: (next: InlineEditValue) => Promise<void> | void;
  /** Shows the value only, without the edit button: for someone who may read the row but not change it. */
  readOnly?: boolean;
}

/** One number format per locale: a table shows many numeric cells, and each new Intl.NumberFormat is costly. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

export function InlineEditCell({ label, type, value, onSave, readOnly = false }: InlineEditCellProps) {
  const { t, locale } = useUiStrings();
  const edit = useInlineEdit({ type, value, onSave });
  const shown =
    value === null ? null : typeof value === 'number' ? numberFormat(locale).format(value) : value;
  if (readOnly) {
    return (
      <span className={styles.root} data-status="read-only">
        {shown}
      </span>
    );
  }
  return (
    <span className={styles.root} data-status={edit.status}>
      {edit.status === 'editing' ? (
        <TextField
          aria-label={t('inlineEdit.edit', { label })}
          value={edit.draft}
          onChange={edit.setDraft}
          autoFocus
          onBlur={edit.cancel}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void edit.commit();
            } else if (event.key === 'Escape') {
              edit.cancel();
            }
          }}
        >
          <Input className={`${input} ${styles.editor}`} inputMode={type === 'number' ? 'numeric' : 'text'} />
        </TextField>
      ) : (
        <Button className={styles.display} onPress={edit.start} isDisabled={edit.status === 'saving'}>
          {shown === null ? <span className={styles.placeholder}>{t('inlineEdit.empty')}</span> : shown}
          <span className={visuallyHidden}>{`, ${t('inlineEdit.edit', { label })}`}</span>
        </Button>
      )}
      <span className={styles.status} data-status={edit.status} role="status">
        {edit.status === 'saved'
          ? t('inlineEdit.saveSuccess')
          : edit.status === 'error'
            ? t('inlineEdit.saveError')
            : ''}
      </span>
    </span>
  );
}
