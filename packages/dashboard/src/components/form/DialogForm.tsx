import { Button, Dialog } from '@wedding/ui';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as list from '../card-list.css';

export interface DialogFormProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Resolves when saved (the dialog closes); rejects to keep the dialog open with everything typed. */
  onSave: (values: Output) => Promise<void>;
  onClose: () => void;
  cancelLabel: string;
  saveLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of an add/edit dialog with its Cancel and Save buttons: Save validates, saves and closes; a failed save
 * keeps the dialog open with what was typed (docs/requirements.md B8; the screen says why in a toast). While saving,
 * Save shows it is busy and Cancel waits.
 */
export function DialogForm<Input extends FieldValues, Output>({
  form,
  onSave,
  onClose,
  cancelLabel,
  saveLabel,
  children,
}: DialogFormProps<Input, Output>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch {
      // Stays open with what was typed.
    }
  });
  const saving = form.formState.isSubmitting;
  return (
    <form className={list.dialogForm} noValidate onSubmit={submit}>
      {children}
      <Dialog.Footer>
        <Button variant="ghost" onPress={onClose} isDisabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" isPending={saving}>
          {saveLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
