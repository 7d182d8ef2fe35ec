import type { SeatingGuest } from '@wedding/core';
import { Button, ComboBox, Dialog } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './SeatingView.css';

export interface NoteDialogProps {
  guests: readonly SeatingGuest[];
  onSave: (guestAId: string, guestBId: string) => Promise<void>;
  onClose: () => void;
}

/** Two guests who should not sit at one table. */
export function NoteDialog({ guests, onSave, onClose }: NoteDialogProps) {
  const text = useDashboardText('seating');
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = guests.map((guest) => ({ id: guest.id, label: guest.name }));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={text('dialog.note.title')} description={text('notes.description')}>
        <form
          className={styles.dialogBody}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!first || !second || first === second) return;
            setBusy(true);
            try {
              await onSave(first, second);
              onClose();
            } catch {
              setBusy(false);
            }
          }}
        >
          <ComboBox
            label={text('dialog.note.first')}
            options={options}
            selectedKey={first}
            onSelectionChange={(key) => setFirst(key === null ? null : String(key))}
          />
          <ComboBox
            label={text('dialog.note.second')}
            options={options.filter((option) => option.id !== first)}
            selectedKey={second}
            onSelectionChange={(key) => setSecond(key === null ? null : String(key))}
          />
          <div className={styles.dialogActions}>
            <Button variant="ghost" onPress={onClose}>
              {text('dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              type="submit"
              isDisabled={busy || !first || !second || first === second}
            >
              {text('dialog.save')}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
