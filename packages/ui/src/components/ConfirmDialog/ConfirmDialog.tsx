import * as RadixDialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { AlertIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';
import { useConfirmAction } from './useConfirmAction';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** May return a promise: while it runs the dialog is busy, on rejection the message stays in the dialog. */
  onConfirm: () => Promise<void> | void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmDialogTone;
  /** Turns a failure into the text shown in the dialog; defaults to the error's message. */
  describeError?: (error: unknown) => string;
  trigger?: ReactNode;
  /**
   * Where the focus goes when the dialog closes, for a dialog opened from something that is gone by then (a menu
   * item): without it the focus returns to the element focused when the dialog opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const BLOCKED_WHILE_BUSY = new Set(['Enter', ' ', 'Escape']);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delete dialog (docs/requirements.md B4): while busy Enter, Space and Escape are blocked; a failure stays inside the
 * open dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  describeError = errorText,
  trigger,
  returnFocusTo,
}: ConfirmDialogProps) {
  const { t } = useUiStrings();
  const close = () => onOpenChange(false);
  const { status, errorMessage, run, reset } = useConfirmAction(onConfirm, close, describeError);
  const busy = status === 'busy';

  const blockKeys = (event: KeyboardEvent) => {
    if (busy && BLOCKED_WHILE_BUSY.has(event.key)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <Dialog.Content
        role="alertdialog"
        title={title}
        description={description}
        hideCloseButton
        aria-busy={busy}
        data-status={status}
        onKeyDownCapture={blockKeys}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (busy) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        {errorMessage ? (
          <p role="alert" className={styles.error}>
            <AlertIcon className={styles.errorIcon} />
            <span>{errorMessage}</span>
          </p>
        ) : null}
        <Dialog.Footer>
          <Button variant="outline" onPress={close} isDisabled={busy}>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={run} isPending={busy}>
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
