import {
  type MessageKey,
  SEATING_LIMITS,
  type SeatingTable,
  type SeatingTableCreateRequest,
  seatingTableCreateRequestSchema,
  TABLE_SHAPES,
  type TableShape,
  translate,
} from '@wedding/core';
import { Button, Checkbox, Dialog, NumberStepper, RadioGroup, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './SeatingView.css';

export interface TableDialogProps {
  /** The table edited; none adds a new one. */
  table?: SeatingTable;
  /** The name a new table is offered ("Table 4"). */
  suggestedName: string;
  onSave: (input: SeatingTableCreateRequest) => Promise<void>;
  onDelete?: () => Promise<void>;
  onClose: () => void;
}

/** Adds or edits a table: its name or number, shape, seats and whether it is a kids' table. */
export function TableDialog({ table, suggestedName, onSave, onDelete, onClose }: TableDialogProps) {
  const text = useDashboardText('seating');
  const locale = useUiLocale();
  const [name, setName] = useState(table?.name ?? suggestedName);
  const [shape, setShape] = useState<TableShape>(table?.shape ?? 'round');
  const [seats, setSeats] = useState(table?.seats ?? 8);
  const [kidsOnly, setKidsOnly] = useState(table?.kidsOnly ?? false);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'seats', string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = seatingTableCreateRequestSchema.safeParse({ name, shape, seats, kidsOnly });
    if (!parsed.success) {
      const found: Partial<Record<'name' | 'seats', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'seats')
          found[field] = translate(issue.message as MessageKey, locale);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch {
      // The screen has said why; the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={text(table ? 'dialog.table.editTitle' : 'dialog.table.addTitle')}>
        <form
          className={styles.dialogBody}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={text('dialog.table.name')}
            value={name}
            onChange={setName}
            maxLength={SEATING_LIMITS.tableName}
            errorMessage={errors.name}
            isRequired
          />
          <RadioGroup<TableShape>
            label={text('dialog.table.shape')}
            value={shape}
            onChange={setShape}
            options={TABLE_SHAPES.map((value) => ({ value, label: text(`table.${value}`) }))}
          />
          <NumberStepper
            label={text('dialog.table.seats')}
            value={seats}
            onChange={setSeats}
            minValue={SEATING_LIMITS.seatsMin}
            maxValue={SEATING_LIMITS.seatsMax}
            errorMessage={errors.seats}
          />
          <Checkbox isSelected={kidsOnly} onChange={setKidsOnly}>
            {text('dialog.table.kidsOnly')}
          </Checkbox>
          <div className={styles.dialogActions}>
            <Button variant="ghost" onPress={onClose}>
              {text('dialog.cancel')}
            </Button>
            <Button variant="primary" type="submit" isDisabled={busy}>
              {text('dialog.save')}
            </Button>
          </div>
          {table && onDelete ? (
            <div className={styles.dangerZone}>
              <p className={styles.muted}>{text('dialog.table.deleteHint')}</p>
              <div>
                <Button
                  variant="danger"
                  isDisabled={busy}
                  onPress={async () => {
                    setBusy(true);
                    try {
                      await onDelete();
                      onClose();
                    } catch {
                      setBusy(false);
                    }
                  }}
                >
                  {text('dialog.table.delete')}
                </Button>
              </div>
            </div>
          ) : null}
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
