import { TAG_INPUT_MAX_LENGTH, TAGS_MAX, translate } from '@wedding/core';
import { useId } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CloseIcon, PlusIcon } from '../../icons/icons';
import { fieldDescription, fieldError, fieldLabel, fieldRoot, input } from '../../styles/shared.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './TagEditor.css';
import { type UseTagEditorOptions, useTagEditor } from './useTagEditor';

export interface TagEditorProps extends UseTagEditorOptions {
  label?: string;
}

/** Tag editor (docs/requirements.md A5): Enter adds (trimmed, lower-cased, rules from @wedding/core), Escape clears. */
export function TagEditor({ label, ...options }: TagEditorProps) {
  const { t, locale } = useUiStrings();
  const editor = useTagEditor(options);
  const max = options.max ?? TAGS_MAX;
  const errorId = useId();
  const errorText = editor.error ? translate(`tags.${editor.error}`, locale, { max }) : null;
  const busy = editor.status === 'adding';
  return (
    <div className={fieldRoot} data-status={editor.status}>
      <ul className={styles.tagList} aria-label={label ?? t('tagEditor.label')}>
        {options.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
            <IconButton
              size="sm"
              icon={<CloseIcon />}
              aria-label={t('tagEditor.remove', { tag })}
              isPending={editor.removing === tag}
              onPress={() => editor.remove(tag)}
            />
          </li>
        ))}
      </ul>
      <TextField
        className={fieldRoot}
        value={editor.value}
        onChange={editor.change}
        maxLength={TAG_INPUT_MAX_LENGTH}
        isDisabled={busy}
        isInvalid={Boolean(errorText)}
        aria-describedby={errorText ? errorId : undefined}
      >
        <Label className={fieldLabel}>{label ?? t('tagEditor.label')}</Label>
        <div className={styles.row}>
          <Input
            className={input}
            placeholder={t('tagEditor.placeholder')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void editor.add();
              } else if (event.key === 'Escape') {
                editor.clear();
              }
            }}
          />
          <IconButton
            variant="outline"
            icon={<PlusIcon />}
            aria-label={t('tagEditor.add')}
            isPending={busy}
            onPress={() => void editor.add()}
          />
        </div>
      </TextField>
      <div className={styles.meta}>
        <span id={errorId} className={fieldError} role="alert">
          {errorText}
        </span>
        <span className={fieldDescription}>{t('tagEditor.count', { count: options.tags.length, max })}</span>
      </div>
    </div>
  );
}
