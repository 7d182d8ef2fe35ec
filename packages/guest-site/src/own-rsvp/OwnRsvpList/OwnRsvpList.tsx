import { type Locale, translate } from '@wedding/core';
import type { OwnRsvp, OwnRsvpError } from '@wedding/rsvp';
import { buttonStyle } from '@wedding/ui';
import { type Ref, useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog/ConfirmDeleteDialog';
import { ownRsvpText } from '../own-rsvp-text';
import { attendanceText, RsvpAnswerSummary, sentAtText } from '../RsvpAnswerSummary/RsvpAnswerSummary';
import * as styles from './OwnRsvpList.css';

export interface OwnRsvpListProps {
  locale: Locale;
  /** What this device sent, newest first. */
  rsvps: readonly OwnRsvp[];
  /** Deletes one answer; rejects with the reason (shown in the dialog). */
  onDelete: (rsvp: OwnRsvp) => Promise<void>;
  /** The last deletion, announced (and shown) once it is done. */
  announcement?: string;
  /** Takes the focus after a deletion, so keyboard and screen-reader users are not left on a removed button. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * "Your answers" on the RSVP section: the answers this device sent (each opens to everything it said) with a
 * delete button that asks first. Renders nothing while there are none and nothing was just deleted.
 */
export function OwnRsvpList({ locale, rsvps, onDelete, announcement = '', headingRef }: OwnRsvpListProps) {
  const headingId = useId();
  const [deleting, setDeleting] = useState<OwnRsvp | null>(null);
  if (rsvps.length === 0 && announcement === '') return null;
  const text = ownRsvpText;
  return (
    <section aria-labelledby={headingId} className={styles.section} data-own-rsvps="">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {text('mine.heading', locale)}
      </h3>
      {rsvps.length > 0 ? <p className={styles.intro}>{text('mine.intro', locale)}</p> : null}
      {rsvps.length > 0 ? (
        <ul className={styles.items}>
          {rsvps.map((rsvp) => (
            <li key={rsvp.id} className={styles.item}>
              <details>
                <summary className={styles.summary}>
                  <span id={`${headingId}-${rsvp.id}`} className={styles.name}>
                    {rsvp.name}
                  </span>
                  {' · '}
                  <span>{attendanceText(rsvp.attendanceStatus, locale)}</span>
                  <span className={styles.meta}>
                    {text('mine.sentOn', locale, { date: sentAtText(rsvp.submittedAt, locale) })}
                  </span>
                </summary>
                <div className={styles.details}>
                  <RsvpAnswerSummary rsvp={rsvp} locale={locale} />
                </div>
              </details>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonStyle({ variant: 'outline', size: 'sm' })}
                  // The visible words stay the name (WCAG 2.5.3); whose answer it is comes as the description.
                  aria-describedby={`${headingId}-${rsvp.id}`}
                  onClick={() => setDeleting(rsvp)}
                >
                  {text('manage.delete', locale)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? onDelete(deleting) : Promise.resolve())}
        title={text('delete.title', locale)}
        description={text('delete.text', locale)}
        confirmLabel={text('delete.confirm', locale)}
        cancelLabel={text('delete.cancel', locale)}
        busyLabel={text('delete.deleting', locale)}
        describeError={(error) =>
          translate((error as Partial<OwnRsvpError> | undefined)?.messageKey ?? 'errorOccurred', locale)
        }
      />
    </section>
  );
}
