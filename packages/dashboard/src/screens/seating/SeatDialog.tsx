import type { SeatingGuest, SeatingTable } from '@wedding/core';
import { Button, Checkbox, Dialog, RadioGroup, Switch } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './SeatingView.css';

const NOT_SEATED = '';

export interface SeatChoice {
  tableId: string | null;
  withHousehold: boolean;
  isChild: boolean;
}

export interface SeatDialogProps {
  guest: SeatingGuest;
  currentTableId: string | null;
  tables: readonly SeatingTable[];
  seatedCount: (tableId: string) => number;
  householdSize: number;
  withHouseholdByDefault: boolean;
  onSave: (choice: SeatChoice) => void;
  onClose: () => void;
}

/**
 * Seating without dragging (phones, or anyone who prefers a list): the table, whether the household comes along,
 * and whether the guest is a child (which kids-only tables need to know).
 */
export function SeatDialog({
  guest,
  currentTableId,
  tables,
  seatedCount,
  householdSize,
  withHouseholdByDefault,
  onSave,
  onClose,
}: SeatDialogProps) {
  const text = useDashboardText('seating');
  const [tableId, setTableId] = useState(currentTableId ?? NOT_SEATED);
  const [withHousehold, setWithHousehold] = useState(withHouseholdByDefault && householdSize > 1);
  const [isChild, setIsChild] = useState(guest.isChild);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title={text('dialog.seat.title', { name: guest.name })}>
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            onSave({ tableId: tableId === NOT_SEATED ? null : tableId, withHousehold, isChild });
          }}
        >
          <RadioGroup
            label={text('dialog.seat.table')}
            value={tableId}
            onChange={setTableId}
            options={[
              { value: NOT_SEATED, label: text('dialog.seat.none') },
              ...tables.map((table) => ({
                value: table.id,
                label: text('dialog.seat.option', {
                  name: table.name,
                  free: Math.max(0, table.seats - seatedCount(table.id)),
                }),
              })),
            ]}
          />
          {householdSize > 1 ? (
            <Switch isSelected={withHousehold} onChange={setWithHousehold}>
              {text('dialog.seat.household', { count: householdSize })}
            </Switch>
          ) : null}
          <Checkbox isSelected={isChild} onChange={setIsChild}>
            {text('dialog.seat.child', { name: guest.name })}
          </Checkbox>
          <div className={styles.dialogActions}>
            <Button variant="ghost" onPress={onClose}>
              {text('dialog.cancel')}
            </Button>
            <Button variant="primary" type="submit">
              {text('dialog.save')}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
