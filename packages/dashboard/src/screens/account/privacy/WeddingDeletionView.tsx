import { memberMay, translate, type WeddingSummary } from '@wedding/core';
import { Button, Card, Dialog, TextField, useUiLocale } from '@wedding/ui';
import { useId, useState } from 'react';
import { failureMessageKey } from '../../../components/failure-message';
import { useDashboardText } from '../../../i18n/dashboard-text';
import { TrashIcon } from '../../../shell/nav-icons';
import * as styles from './WeddingDeletion.css';

export interface WeddingDeletionViewProps {
  /** The weddings the user is a member of. */
  weddings: readonly WeddingSummary[];
  /** Deletes a wedding once its address was typed (DELETE /api/weddings/{id}); rejects when refused. */
  onDeleteWedding: (wedding: WeddingSummary, confirmSlug: string) => Promise<void>;
}

/** 'Anna & Ben', or the address when neither name is set. */
/** Deleting a wedding is its owners' (core's memberMay; the API refuses anyone else); staff hold every right. */
const mayDeleteWedding = (wedding: WeddingSummary) =>
  wedding.access === null || memberMay(wedding.access.role, 'deleteWedding');

export const weddingNames = (wedding: WeddingSummary) =>
  [wedding.brideName, wedding.groomName].filter((name) => name.trim()).join(' & ') || wedding.slug;

/** The API's rule: the address typed in any case, spaces around ignored (apps/api routes/privacy.ts). */
export const confirmsSlug = (typed: string, slug: string) =>
  typed.trim().toLowerCase() === slug.toLowerCase();

/**
 * Privacy, the couple's side: delete a wedding with everything of it, for every member. Each of the user's
 * weddings is listed with its address; deleting asks for that address to be typed (the API's confirmation), and
 * the server's refusal ('The confirmation does not match', a network failure) stays in the dialog, translated.
 */
export function WeddingDeletionView({ weddings, onDeleteWedding }: WeddingDeletionViewProps) {
  const text = useDashboardText('account');
  const [deleting, setDeleting] = useState<WeddingSummary | null>(null);
  const listId = useId();
  return (
    <Card
      title={text('privacy.weddings.title')}
      description={text('privacy.weddings.description')}
      headingLevel={2}
    >
      {weddings.length === 0 ? (
        <p className={styles.muted}>{text('privacy.weddings.empty')}</p>
      ) : (
        <ul className={styles.weddings}>
          {weddings.map((wedding) => (
            <li key={wedding.id} className={styles.wedding}>
              <span className={styles.weddingText}>
                <span id={`${listId}-${wedding.id}`} className={styles.weddingName}>
                  {weddingNames(wedding)}
                </span>
                <span className={styles.muted}>
                  {text('privacy.weddings.address', { slug: wedding.slug })}
                </span>
              </span>
              {mayDeleteWedding(wedding) ? (
                <Button
                  variant="danger"
                  size="sm"
                  icon={<TrashIcon />}
                  aria-describedby={`${listId}-${wedding.id}`}
                  onPress={() => setDeleting(wedding)}
                >
                  {text('privacy.weddings.delete')}
                </Button>
              ) : (
                <span className={styles.muted}>{text('privacy.weddings.ownersOnly')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmWeddingDeletion
          wedding={deleting}
          onClose={() => setDeleting(null)}
          onDelete={(typed) => onDeleteWedding(deleting, typed)}
        />
      ) : null}
    </Card>
  );
}

function ConfirmWeddingDeletion({
  wedding,
  onClose,
  onDelete,
}: {
  wedding: WeddingSummary;
  onClose: () => void;
  onDelete: (typed: string) => Promise<void>;
}) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = confirmsSlug(typed, wedding.slug);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Content
        title={text('privacy.weddings.deleteTitle')}
        description={text('privacy.weddings.deleteText', { names: weddingNames(wedding) })}
      >
        <form
          className={styles.stack}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (!matches || busy) return;
            setBusy(true);
            setError(null);
            try {
              await onDelete(typed);
              onClose();
            } catch (failure) {
              setError(translate(failureMessageKey(failure, 'errorOccurred', 'networkError'), locale));
              setBusy(false);
            }
          }}
        >
          <TextField
            label={text('privacy.weddings.confirmLabel', { slug: wedding.slug })}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(null);
            }}
            autoComplete="off"
            spellCheck="false"
            errorMessage={error ?? undefined}
          />
          <Dialog.Footer>
            <Button variant="ghost" onPress={onClose} isDisabled={busy}>
              {text('cancel')}
            </Button>
            <Button type="submit" variant="danger" isDisabled={!matches} isPending={busy}>
              {text('privacy.deleteConfirm')}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
