import { useDraggable } from '@dnd-kit/core';
import type { SeatingGuest } from '@wedding/core';
import { Badge, IconButton } from '@wedding/ui';
import { memo } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import { PencilIcon } from '../../shell/nav-icons';
import * as styles from './SeatingView.css';

export interface GuestRowProps {
  guest: SeatingGuest;
  householdSize: number;
  draggable: boolean;
  onChoose: (guestId: string) => void;
}

/** The drag handle alone re-renders while a drag runs (dnd-kit updates every draggable), not the whole row. */
function DragHandle({ guest }: { guest: SeatingGuest }) {
  const text = useDashboardText('seating');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: guest.id });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={isDragging ? `${styles.handle} ${styles.dragging}` : styles.handle}
      {...attributes}
      {...listeners}
      aria-label={text('guest.drag', { name: guest.name })}
      aria-describedby="seating-drag-help"
    >
      <svg aria-hidden="true" width="12" height="18" viewBox="0 0 12 18" fill="currentColor">
        <circle cx="3" cy="3" r="1.5" />
        <circle cx="9" cy="3" r="1.5" />
        <circle cx="3" cy="9" r="1.5" />
        <circle cx="9" cy="9" r="1.5" />
        <circle cx="3" cy="15" r="1.5" />
        <circle cx="9" cy="15" r="1.5" />
      </svg>
    </button>
  );
}

/** One guest in the side list or at a table: drag handle (drag mode), name, household size, and "Seat …". */
export const GuestRow = memo(function GuestRow({ guest, householdSize, draggable, onChoose }: GuestRowProps) {
  const text = useDashboardText('seating');
  return (
    <li className={styles.guestRow} data-guest-id={guest.id}>
      {draggable ? <DragHandle guest={guest} /> : null}
      <span className={styles.guestText}>
        <span className={styles.guestName}>{guest.name}</span>
        {householdSize > 1 || guest.isChild || guest.attendanceStatus === 'not_attending' ? (
          <span className={styles.guestBadges}>
            {householdSize > 1 ? (
              <Badge tone="neutral">{text('guest.household', { count: householdSize })}</Badge>
            ) : null}
            {guest.isChild ? <Badge tone="secondary">{text('guest.child')}</Badge> : null}
            {guest.attendanceStatus === 'not_attending' ? (
              <Badge tone="error">{text('guest.declined')}</Badge>
            ) : null}
          </span>
        ) : null}
      </span>
      <IconButton
        variant="ghost"
        size="sm"
        icon={<PencilIcon />}
        aria-label={text('guest.choose', { name: guest.name })}
        onPress={() => onChoose(guest.id)}
      />
    </li>
  );
});

/** What follows the pointer while a guest is dragged. */
export function GuestDragPreview({ guest, householdSize }: { guest: SeatingGuest; householdSize: number }) {
  const text = useDashboardText('seating');
  return (
    <div className={styles.overlay}>
      <span className={styles.guestName}>{guest.name}</span>
      {householdSize > 1 ? (
        <Badge tone="primary">{text('guest.household', { count: householdSize })}</Badge>
      ) : null}
    </div>
  );
}
