import type { GuestListEntry } from '@wedding/core';
import { Button, Checkbox, Dialog, SearchField } from '@wedding/ui';
import { useMemo, useState } from 'react';
import { useGuestsText } from '../i18n/guests-text';
import * as styles from './dialogs.css';

export interface GroupGuestsDialogProps {
  /** The guest who becomes the party's head (primary). */
  head: GuestListEntry | null;
  onOpenChange: (open: boolean) => void;
  /** Guests that can join: the server's answer to `search` (not the head, not heads of other parties). */
  candidates: readonly GuestListEntry[];
  search: string;
  onSearchChange: (search: string) => void;
  onSave: (companionIds: string[]) => void;
  saving?: boolean;
}

/**
 * Grouping action (docs/requirements.md B2): pick the companions of a guest; the list then shows the party together.
 */
export function GroupGuestsDialog({
  head,
  onOpenChange,
  candidates,
  search,
  onSearchChange,
  onSave,
  saving,
}: GroupGuestsDialogProps) {
  const text = useGuestsText('list');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () => candidates.filter((entry) => entry.id !== head?.id && entry.groupRole !== 'primary'),
    [candidates, head],
  );
  return (
    <Dialog.Root
      open={head !== null}
      onOpenChange={(open) => {
        if (!open) setChosen(new Set());
        onOpenChange(open);
      }}
    >
      {head ? (
        <Dialog.Content
          title={text('group.title', { name: head.name })}
          description={text('group.description', { name: head.name })}
        >
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen.size > 0) onSave([...chosen]);
            }}
          >
            <SearchField label={text('group.search')} value={search} onChange={onSearchChange} />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{text('group.candidates')}</legend>
              {shown.length === 0 ? <p className={styles.muted}>{text('group.none')}</p> : null}
              <ul className={styles.checkList}>
                {shown.map((entry) => (
                  <li key={entry.id}>
                    <Checkbox
                      isSelected={chosen.has(entry.id)}
                      onChange={(selected) => {
                        const next = new Set(chosen);
                        if (selected) next.add(entry.id);
                        else next.delete(entry.id);
                        setChosen(next);
                      }}
                    >
                      {entry.name}
                    </Checkbox>
                  </li>
                ))}
              </ul>
            </fieldset>
            <Dialog.Footer>
              <Button variant="ghost" onPress={() => onOpenChange(false)}>
                {text('group.cancel')}
              </Button>
              <Button type="submit" isDisabled={chosen.size === 0} isPending={saving}>
                {text('group.save')}
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
