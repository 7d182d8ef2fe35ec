import type { GiftView, GuestChangeView, GuestView } from '@wedding/core';
import { Button, Dialog, useUiLocale } from '@wedding/ui';
import type { ReactNode } from 'react';
import {
  categoryLabel,
  groupRoleLabel,
  priorityLabel,
  rsvpLabel,
  rsvpStateOf,
  sideLabel,
  statusLabel,
  unescapeHtml,
} from '../components/labels';
import { type GuestsText, useGuestsText } from '../i18n/guests-text';
import * as styles from './dialogs.css';

export interface GuestDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The whole guest, once loaded. */
  guest: GuestView | null;
  /** The guest's change history, newest first. */
  history: readonly GuestChangeView[] | null;
  /** The gifts of the guest's household and their thank-you notes; null while loading. */
  gifts?: readonly Pick<GiftView, 'id' | 'description' | 'thankYouStatus'>[] | null;
  failed?: boolean;
  /** Opens the guest's form; left out for someone who may not change this guest (no edit button then). */
  onEdit?: () => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

const LIST_VALUE: Record<string, (text: GuestsText<'list'>, value: string) => string> = {
  category: categoryLabel,
  side: sideLabel,
  priority: priorityLabel,
  approvalStatus: statusLabel,
  attendanceStatus: rsvpLabel,
  groupRole: groupRoleLabel,
};

function shownValue(text: GuestsText<'list'>, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return text('history.empty.value');
  if (typeof value === 'boolean') return value ? text('value.yes') : text('value.no');
  if (Array.isArray(value)) return value.join(', ');
  const label = LIST_VALUE[field];
  return label ? label(text, String(value)) : unescapeHtml(String(value));
}

const fieldName = (text: GuestsText<'list'>, field: string) =>
  text(`field.${field}` as Parameters<GuestsText<'list'>>[0]);

/**
 * Guest detail dialog (docs/requirements.md B2): contact, party, answer, dietary needs, addresses, notes and who
 * changed what, when.
 */
export function GuestDetailDialog({
  open,
  onOpenChange,
  guest,
  history,
  gifts = null,
  failed,
  onEdit,
}: GuestDetailDialogProps) {
  const text = useGuestsText('list');
  const locale = useUiLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dietary = (guest?.dietaryInformation ?? {}) as {
    restrictions?: string[];
    allergies?: string[];
    specialRequests?: string;
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Dialog.Content title={guest ? text('detail.title', { name: guest.name }) : text('detail.loading')}>
          {failed ? <p role="alert">{text('loadErrorTitle')}</p> : null}
          {guest ? (
            <div className={styles.form}>
              <div className={styles.sections}>
                <section aria-labelledby="guest-detail-contact">
                  <h3 id="guest-detail-contact" className={styles.sectionTitle}>
                    {text('detail.contact')}
                  </h3>
                  <dl className={styles.facts}>
                    <Fact term={text('field.phone')}>{guest.phone || text('detail.none')}</Fact>
                    <Fact term={text('field.email')}>{guest.email || text('detail.none')}</Fact>
                    <Fact term={text('field.category')}>{categoryLabel(text, guest.category)}</Fact>
                    <Fact term={text('field.side')}>{sideLabel(text, guest.side)}</Fact>
                    <Fact term={text('field.priority')}>{priorityLabel(text, guest.priority)}</Fact>
                    <Fact term={text('field.approvalStatus')}>{statusLabel(text, guest.approvalStatus)}</Fact>
                  </dl>
                </section>
                <section aria-labelledby="guest-detail-party">
                  <h3 id="guest-detail-party" className={styles.sectionTitle}>
                    {text('detail.party')}
                  </h3>
                  <dl className={styles.facts}>
                    <Fact term={text('field.attendanceStatus')}>
                      {rsvpLabel(
                        text,
                        rsvpStateOf({
                          attendanceStatus: guest.rsvp?.attendanceStatus ?? null,
                          rsvpReceived: guest.rsvpReceived,
                        }),
                      )}
                    </Fact>
                    <Fact term={text('column.people')}>
                      {text('detail.people', {
                        estimated: guest.estimatedGuests,
                        confirmed: guest.confirmedGuests,
                      })}
                    </Fact>
                    <Fact term={text('field.needsTransport')}>
                      {guest.needsTransport ? text('value.yes') : text('value.no')}
                    </Fact>
                    <Fact term={text('field.needsAccommodation')}>
                      {guest.needsAccommodation ? text('value.yes') : text('value.no')}
                    </Fact>
                  </dl>
                </section>
                <section aria-labelledby="guest-detail-dietary">
                  <h3 id="guest-detail-dietary" className={styles.sectionTitle}>
                    {text('detail.dietary')}
                  </h3>
                  <p className={styles.definition}>
                    {[...(dietary.restrictions ?? []), ...(dietary.allergies ?? [])].join(', ') ||
                      text('detail.none')}
                  </p>
                  {dietary.specialRequests ? (
                    <p className={styles.definition}>{unescapeHtml(dietary.specialRequests)}</p>
                  ) : null}
                </section>
                <section aria-labelledby="guest-detail-addresses">
                  <h3 id="guest-detail-addresses" className={styles.sectionTitle}>
                    {text('detail.addresses')}
                  </h3>
                  {guest.addresses.length === 0 ? (
                    <p className={styles.muted}>{text('detail.none')}</p>
                  ) : null}
                  {guest.addresses.map((address) => (
                    <p key={address.id} className={styles.definition}>
                      {[
                        address.street,
                        address.street2,
                        `${address.postalCode} ${address.city}`,
                        address.country,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </p>
                  ))}
                </section>
              </div>
              <section aria-labelledby="guest-detail-notes">
                <h3 id="guest-detail-notes" className={styles.sectionTitle}>
                  {text('detail.notes')}
                </h3>
                <p className={styles.definition}>{unescapeHtml(guest.notes) || text('detail.none')}</p>
              </section>
              <section aria-labelledby="guest-detail-gifts">
                <h3 id="guest-detail-gifts" className={styles.sectionTitle}>
                  {text('detail.gifts')}
                </h3>
                {gifts && gifts.length === 0 ? (
                  <p className={styles.muted}>{text('detail.giftsNone')}</p>
                ) : null}
                <ul className={styles.history}>
                  {(gifts ?? []).map((gift) => (
                    <li key={gift.id} className={styles.definition} data-thank-you={gift.thankYouStatus}>
                      {text('detail.gift', {
                        description: gift.description,
                        status: text(`detail.thankYou.${gift.thankYouStatus}`),
                      })}
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="guest-detail-history">
                <h3 id="guest-detail-history" className={styles.sectionTitle}>
                  {text('history.title')}
                </h3>
                {history && history.length === 0 ? (
                  <p className={styles.muted}>{text('history.empty')}</p>
                ) : null}
                <ol className={styles.history}>
                  {(history ?? []).map((entry) => (
                    <li key={entry.id} className={styles.historyEntry}>
                      <span className={styles.byline}>
                        {text('history.by', {
                          actor: `${entry.actorName} (${text(`history.source.${entry.source}`)})`,
                          when: when.format(new Date(entry.createdAt)),
                        })}
                      </span>
                      <ul className={styles.historyChanges}>
                        {entry.changes.map((change) => (
                          <li key={change.field}>
                            {text('history.change', {
                              field: fieldName(text, change.field),
                              from: shownValue(text, change.field, change.from),
                              to: shownValue(text, change.field, change.to),
                            })}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          ) : null}
          <Dialog.Footer>
            <Button variant="ghost" onPress={() => onOpenChange(false)}>
              {text('detail.close')}
            </Button>
            {onEdit ? (
              <Button onPress={onEdit} isDisabled={!guest}>
                {text('detail.edit')}
              </Button>
            ) : null}
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
