import { buttonStyle } from '@wedding/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './ConfirmDeleteDialog.css';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The dialog closed without deleting (Cancel, Escape) or after a deletion succeeded. */
  onClose: () => void;
  /** Deletes; while it runs the dialog is busy, a rejection's message stays inside the open dialog. */
  onConfirm: () => Promise<void>;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  /** The text of a failure, in the guest's language. */
  describeError: (error: unknown) => string;
}

/**
 * "Really delete?" as the browser's own modal `<dialog>` (focus kept inside and given back, Escape, the page
 * behind made inert), with plain buttons in @wedding/ui's look: the guest page carries no dialog library for
 * it. Focus starts on Cancel; while deleting, Escape and both buttons wait; a failure is announced inside.
 */
export function ConfirmDeleteDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busyLabel,
  describeError,
}: ConfirmDeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), description: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError('');
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      setBusy(false);
      // Closed at once (the page behind is inert until then), so the caller can move the focus right away.
      ref.current?.close();
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(describeError(failure));
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        // The browser's Escape: closes unless a deletion is under way.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onKeyDown={(event) => {
        // The same for an Escape the browser does not act on itself (a synthetic key event).
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className={styles.body}>
        <h2 id={ids.title} className={styles.title}>
          {title}
        </h2>
        <p id={ids.description} className={styles.description}>
          {description}
        </p>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyle({ variant: 'outline' })}
            aria-disabled={busy || undefined}
            onClick={() => busy || onClose()}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={buttonStyle({ variant: 'danger' })}
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
