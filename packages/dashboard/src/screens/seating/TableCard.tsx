import { useDroppable } from '@dnd-kit/core';
import type { SeatingGuest, SeatingTable } from '@wedding/core';
import { Badge, IconButton } from '@wedding/ui';
import { memo } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import { SettingsIcon } from '../../shell/nav-icons';
import { GuestRow } from './GuestRow';
import * as styles from './SeatingView.css';
import { sameGuests } from './seating-index';

export interface TableCardProps {
  table: SeatingTable;
  guests: readonly SeatingGuest[];
  householdSize: ReadonlyMap<string, number>;
  draggable: boolean;
  onChoose: (guestId: string) => void;
  onEdit: (tableId: string) => void;
}

/** One table of the plan: a drop target with its shape, its seats (taken and free) and who sits there. */
function TableCardView({ table, guests, householdSize, draggable, onChoose, onEdit }: TableCardProps) {
  const text = useDashboardText('seating');
  const { setNodeRef, isOver } = useDroppable({ id: table.id, disabled: !draggable });
  const dots = Math.max(table.seats, guests.length);
  const titleId = `seating-table-${table.id}`;
  return (
    <li
      ref={setNodeRef}
      className={styles.table}
      data-over={isOver}
      data-full={guests.length > table.seats}
      aria-labelledby={titleId}
    >
      <div className={styles.tableHeader}>
        <h3 className={styles.tableTitle} id={titleId}>
          {table.name}
        </h3>
        <IconButton
          variant="ghost"
          size="sm"
          icon={<SettingsIcon />}
          aria-label={text('table.edit', { name: table.name })}
          onPress={() => onEdit(table.id)}
        />
      </div>
      <p className={styles.tableMeta}>
        <span>{text('table.seats', { seated: guests.length, seats: table.seats })}</span>
        <span>{text(table.shape === 'round' ? 'table.round' : 'table.long')}</span>
        {table.kidsOnly ? <Badge tone="accent">{text('table.kids')}</Badge> : null}
      </p>
      <div className={styles.shapes[table.shape]} aria-hidden="true">
        {Array.from({ length: dots }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, not items
            key={index}
            className={styles.seat}
            data-taken={index < guests.length}
            data-extra={index >= table.seats}
          />
        ))}
      </div>
      {guests.length === 0 ? (
        <p className={styles.muted}>{text('table.empty')}</p>
      ) : (
        <ul className={styles.guestList}>
          {guests.map((guest) => (
            <GuestRow
              key={guest.id}
              guest={guest}
              householdSize={householdSize.get(guest.householdId) ?? 1}
              draggable={draggable}
              onChoose={onChoose}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A drop re-renders only the tables whose guests changed. */
export const TableCard = memo(
  TableCardView,
  (before, after) =>
    before.table === after.table &&
    sameGuests(before.guests, after.guests) &&
    before.householdSize === after.householdSize &&
    before.draggable === after.draggable &&
    before.onChoose === after.onChoose &&
    before.onEdit === after.onEdit,
);
