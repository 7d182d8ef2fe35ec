import { ACCESS_CODE_LENGTH, type MessageKey, translate } from '@wedding/core';
import { Button, CheckIcon, Dialog, TextField, useUiLocale } from '@wedding/ui';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './AccessCodeDialog.css';
import { useAccessCodeDraft } from './use-access-code-draft';

export interface AccessCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code guests use today. */
  savedCode: string;
  onSave: (code: string) => void;
  saving?: boolean;
  /** Why the last save failed, shown in the dialog (the screen also raises a toast). */
  errorKey?: MessageKey | null;
}

/**
 * Access code dialog (docs/requirements.md A2): the 8-character code, its valid marker or remaining count,
 * generate-new, save.
 */
export function AccessCodeDialog({ open, onOpenChange, ...props }: AccessCodeDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <AccessCodeDialogContent {...props} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog.Root>
  );
}

function AccessCodeDialogContent({
  savedCode,
  onSave,
  saving,
  errorKey,
  onCancel,
}: Omit<AccessCodeDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const text = useDashboardText('shell');
  const locale = useUiLocale();
  const draft = useAccessCodeDraft(savedCode);
  const save = () => {
    if (draft.canSave && !saving) onSave(draft.code);
  };
  return (
    <Dialog.Content title={text('accessCode.title')} description={text('accessCode.description')}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className={styles.codeRow}>
          <div className={styles.codeField}>
            <TextField
              label={text('accessCode.label')}
              value={draft.code}
              onChange={draft.setCode}
              maxLength={ACCESS_CODE_LENGTH}
              autoComplete="off"
              spellCheck="false"
              description={text('accessCode.allowed')}
              isDisabled={saving}
            />
          </div>
          <Button variant="outline" onPress={draft.generate} isDisabled={saving}>
            {text('accessCode.generate')}
          </Button>
        </div>
        <p className={styles.status} aria-live="polite" data-valid={draft.isValid || undefined}>
          {draft.isValid ? (
            <>
              <CheckIcon /> {translate('accessCode.valid', locale)}
            </>
          ) : (
            translate('accessCode.remaining', locale, { count: draft.remaining })
          )}
        </p>
        {errorKey ? (
          <p role="alert" className={styles.error}>
            {translate(errorKey, locale)}
          </p>
        ) : null}
        <Dialog.Footer>
          <Button variant="ghost" onPress={onCancel} isDisabled={saving}>
            {text('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={!draft.canSave} isPending={saving}>
            {text('common.save')}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}
