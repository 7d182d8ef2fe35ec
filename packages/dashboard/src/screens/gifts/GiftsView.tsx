import {
  type EventSummary,
  type GiftInput,
  type GiftList,
  type GiftView,
  type HouseholdView,
  THANK_YOU_STATUSES,
  type ThankYouStatus,
} from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  RadioGroup,
  SearchField,
  Select,
  useUiLocale,
} from '@wedding/ui';
import { useState } from 'react';
import { CardActions } from '../../components/CardActions/CardActions';
import * as list from '../../components/card-list.css';
import { failureText } from '../../components/failure-message';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure';
import { useDashboardText } from '../../i18n/dashboard-text';
import { GiftDialog } from './GiftDialog';
import * as styles from './GiftsView.css';
import type { GiftsSearch } from './gifts-search';

const STATUS_TONES: Record<ThankYouStatus, BadgeTone> = {
  toWrite: 'warning',
  written: 'primary',
  sent: 'success',
};
/** The filters' "no filter" choice. */
const ANY = 'any';
export const GIFT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type GiftExportFormat = (typeof GIFT_EXPORT_FORMATS)[number];

export interface GiftsViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  gifts: GiftList | null;
  households: readonly Pick<HouseholdView, 'id' | 'names'>[];
  events: readonly Pick<EventSummary, 'id' | 'title'>[];
  search: GiftsSearch;
  onSearchChange: (patch: Partial<GiftsSearch>) => void;
  /** Whether the member's role lets them record and change gifts (the API checks again). */
  mayEdit: boolean;
  /** The currency a new gift starts with, and today ('YYYY-MM-DD') as its received date. */
  defaultCurrency: string;
  today: string;
  /** Resolves when saved; rejects (the screen says why) to keep the dialog open with what was typed. */
  onSave: (values: GiftInput, giftId: string | null) => Promise<void>;
  /** Moves a gift's thank-you note on (written, sent), dated today. */
  onMark: (gift: GiftView, status: ThankYouStatus) => Promise<void>;
  onDelete: (gift: GiftView) => Promise<void>;
  onExport: (format: GiftExportFormat) => Promise<void>;
  onRetry: () => void;
}

/** '/dashboard/wedding/gifts': the gifts of each household and where each thank-you note stands. */
export function GiftsView(props: GiftsViewProps) {
  const { status, gifts, search, onSearchChange, mayEdit } = props;
  const text = useDashboardText('gifts');
  const locale = useUiLocale();
  const numbers = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayText = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  const amountText = (gift: GiftView) =>
    gift.amount === null
      ? null
      : new Intl.NumberFormat(locale, { style: 'currency', currency: gift.currency ?? 'EUR' }).format(
          gift.amount,
        );
  const [editing, setEditing] = useState<{ gift: GiftView | null } | null>(null);
  const [deleting, setDeleting] = useState<GiftView | null>(null);
  const filtered = Boolean(search.view || search.status || search.event || search.search);
  const counts = gifts?.counts;

  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      {counts ? (
        <ul className={styles.counts}>
          <li>
            <Badge tone="neutral">{text('counts.total', { count: numbers.format(counts.total) })}</Badge>
          </li>
          <li>
            <Badge tone={counts.toWrite + counts.written > 0 ? 'warning' : 'success'}>
              {text('counts.toThank', { count: numbers.format(counts.toWrite + counts.written) })}
            </Badge>
          </li>
          <li>
            <Badge tone="success">{text('counts.sent', { count: numbers.format(counts.sent) })}</Badge>
          </li>
        </ul>
      ) : null}
      <RadioGroup
        label={text('view.label')}
        orientation="horizontal"
        options={[
          { value: 'all', label: text('view.all') },
          { value: 'toThank', label: text('view.toThank') },
        ]}
        value={search.view ?? 'all'}
        onChange={(view) => onSearchChange({ view: view === 'toThank' ? 'toThank' : undefined })}
      />
      <div className={styles.filters}>
        <Select
          label={text('filter.status')}
          options={[
            { id: ANY, label: text('filter.anyStatus') },
            ...THANK_YOU_STATUSES.map((value) => ({ id: value, label: text(`status.${value}`) })),
          ]}
          selectedKey={search.status ?? ANY}
          onSelectionChange={(key) => {
            if (key === null) return;
            onSearchChange({ status: key === ANY ? undefined : (key as ThankYouStatus) });
          }}
        />
        <Select
          label={text('filter.event')}
          options={[
            { id: ANY, label: text('filter.anyEvent') },
            ...props.events.map((event) => ({ id: event.id, label: event.title })),
          ]}
          selectedKey={search.event ?? ANY}
          onSelectionChange={(key) => {
            if (key === null) return;
            onSearchChange({ event: key === ANY ? undefined : String(key) });
          }}
        />
        <SearchField
          label={text('filter.search')}
          defaultValue={search.search ?? ''}
          onSubmit={(value) => onSearchChange({ search: value.trim() || undefined })}
          onClear={() => onSearchChange({ search: undefined })}
        />
      </div>
      <div className={list.toolbar}>
        <div className={styles.actions}>
          {GIFT_EXPORT_FORMATS.map((format) => (
            <Button key={format} variant="outline" onPress={() => void props.onExport(format)}>
              {text(`export.${format}`)}
            </Button>
          ))}
        </div>
        {mayEdit ? (
          <Button onPress={() => setEditing({ gift: null })} isDisabled={props.households.length === 0}>
            {text('add')}
          </Button>
        ) : null}
      </div>
      {mayEdit && props.households.length === 0 ? (
        <p className={styles.hint}>{text('noHouseholds')}</p>
      ) : null}

      {status === 'error' ? (
        <LoadFailure
          message={text('loadFailed')}
          error={props.error}
          retryLabel={text('retry')}
          onRetry={props.onRetry}
        />
      ) : status === 'loading' || !gifts ? (
        <p className={styles.hint} role="status" aria-busy="true">
          {text('loading')}
        </p>
      ) : gifts.gifts.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={
            search.view === 'toThank' && !search.status && !search.event && !search.search && counts?.total
              ? text('allThanked')
              : filtered
                ? text('emptyFiltered')
                : text('emptyTitle')
          }
          description={filtered ? undefined : text('empty')}
          action={
            filtered ? (
              <Button
                variant="outline"
                onPress={() =>
                  onSearchChange({ view: undefined, status: undefined, event: undefined, search: undefined })
                }
              >
                {text('clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className={list.cardGrid} aria-label={text('list.label')}>
          {gifts.gifts.map((gift) => (
            <li key={gift.id}>
              <article
                className={list.itemCard}
                aria-labelledby={`gift-${gift.id}`}
                data-thank-you={gift.thankYouStatus}
              >
                <div className={list.itemMeta}>
                  <Badge tone={STATUS_TONES[gift.thankYouStatus]}>
                    {gift.thankYouOn && gift.thankYouStatus !== 'toWrite'
                      ? text('status.since', {
                          status: text(`status.${gift.thankYouStatus}`),
                          date: dayText(gift.thankYouOn),
                        })
                      : text(`status.${gift.thankYouStatus}`)}
                  </Badge>
                </div>
                <h2 id={`gift-${gift.id}`} className={list.itemTitle}>
                  {gift.householdName}
                </h2>
                <p className={list.itemText}>
                  {gift.description}
                  {amountText(gift) ? (
                    <>
                      {' · '}
                      <span className={styles.amount}>{amountText(gift)}</span>
                    </>
                  ) : null}
                </p>
                {gift.receivedOn ? (
                  <p className={styles.hint}>{text('gift.received', { date: dayText(gift.receivedOn) })}</p>
                ) : null}
                {gift.eventTitle ? (
                  <p className={styles.hint}>{text('gift.atEvent', { event: gift.eventTitle })}</p>
                ) : null}
                {mayEdit ? (
                  <>
                    <div className={styles.actions}>
                      {gift.thankYouStatus === 'toWrite' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-describedby={`gift-${gift.id}`}
                          onPress={() => void props.onMark(gift, 'written')}
                        >
                          {text('gift.markWritten')}
                        </Button>
                      ) : null}
                      {gift.thankYouStatus !== 'sent' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-describedby={`gift-${gift.id}`}
                          onPress={() => void props.onMark(gift, 'sent')}
                        >
                          {text('gift.markSent')}
                        </Button>
                      ) : null}
                    </div>
                    <CardActions
                      editLabel={text('gift.edit')}
                      editNamedLabel={text('gift.editNamed', { household: gift.householdName })}
                      deleteLabel={text('gift.delete')}
                      deleteNamedLabel={text('gift.deleteNamed', { household: gift.householdName })}
                      onEdit={() => setEditing({ gift })}
                      onDelete={() => setDeleting(gift)}
                    />
                  </>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}

      <Dialog.Root open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <GiftDialog
            key={editing.gift?.id ?? 'new'}
            gift={editing.gift}
            households={props.households}
            events={props.events}
            defaultCurrency={props.defaultCurrency}
            today={props.today}
            onClose={() => setEditing(null)}
            onSave={(values) => props.onSave(values, editing.gift?.id ?? null)}
          />
        ) : null}
      </Dialog.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text('delete.title')}
        description={text('delete.description', { household: deleting?.householdName ?? '' })}
        confirmLabel={text('delete.confirm')}
        cancelLabel={text('delete.cancel')}
        tone="danger"
        onConfirm={async () => {
          if (deleting) await props.onDelete(deleting);
        }}
        describeError={(error) => failureText(error, 'errorOccurred', locale)}
      />
    </div>
  );
}
