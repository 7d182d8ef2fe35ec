import { Button } from '@wedding/ui';
import { PencilIcon, TrashIcon } from '../../shell/nav-icons';
import * as list from '../card-list.css';

export interface CardActionsProps {
  editLabel: string;
  /** Names the item, so a screen reader hears which card's button it is ("Edit Hotel am Schlosspark"). */
  editNamedLabel: string;
  deleteLabel: string;
  deleteNamedLabel: string;
  onEdit: () => void;
  /** Opens the screen's confirmation; nothing is deleted without it. */
  onDelete: () => void;
}

/** The edit and delete buttons at the foot of a card in the dashboard's lists (places, schedule, places to stay). */
export function CardActions({
  editLabel,
  editNamedLabel,
  deleteLabel,
  deleteNamedLabel,
  onEdit,
  onDelete,
}: CardActionsProps) {
  return (
    <div className={list.itemActions}>
      <Button variant="outline" size="sm" icon={<PencilIcon />} onPress={onEdit} aria-label={editNamedLabel}>
        {editLabel}
      </Button>
      <Button variant="ghost" size="sm" icon={<TrashIcon />} onPress={onDelete} aria-label={deleteNamedLabel}>
        {deleteLabel}
      </Button>
    </div>
  );
}
