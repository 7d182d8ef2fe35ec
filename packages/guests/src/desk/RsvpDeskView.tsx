import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  formatCalendarDate,
  type GuestListEntry,
  type RsvpDeskItem,
  type RsvpDeskResponse,
  translate,
} from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  ComboBox,
  EmptyState,
  NumberStepper,
  RadioGroup,
  Switch,
  TextField,
  useUiLocale,
} from '@wedding/ui';
import { type RefObject, useMemo, useState } from 'react';
import { useGuestsText } from '../i18n/guests-text';
import * as styles from './RsvpDeskView.css';

const STATUS_TONES: Record<AttendanceStatus, BadgeTone> = {
  attending: 'success',
  not_attending: 'error',
  maybe: 'warning',
};
/** Options a guest picker shows at once: typing narrows a list of thousands to these. */
const PICKER_OPTIONS = 50;

export interface QuickReply {
  guestId: string;
  status: AttendanceStatus;
  people: number;
}

export interface RsvpDeskViewProps {
  desk: RsvpDeskResponse | null;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Every list entry (for the quick entry and the linking). */
  guests: readonly GuestListEntry[];
  /** The deadline field's day (yyyy-mm-dd) or ''. */
  deadlineDay: string;
  onDeadlineDayChange: (day: string) => void;
  onSaveDeadline: (day: string | null) => void;
  savingDeadline?: boolean;
  /** The wedding's IANA time zone, at whose midnight the replies close. */
  timeZone: string;
  onQuickReply: (reply: QuickReply) => Promise<void>;
  onLink: (rsvp: RsvpDeskItem, guestId: string | null) => void;
  /** Where the quick entry's guest field is, so the focus returns there after each reply. */
  quickGuestRef?: RefObject<HTMLDivElement | null>;
}

function usePicker(guests: readonly GuestListEntry[]) {
  const [input, setInput] = useState('');
  const options = useMemo(() => {
    const needle = input.trim().toLocaleLowerCase();
    const matching =
      needle === '' ? guests : guests.filter((guest) => guest.name.toLocaleLowerCase().includes(needle));
    return matching.slice(0, PICKER_OPTIONS).map((guest) => ({ id: guest.id, label: guest.name }));
  }, [guests, input]);
  return { input, setInput, options };
}

/**
 * RSVP desk: head-counts with households and unnamed plus-ones, the RSVP deadline, quick entry of phone and
 * paper replies (type a name, pick, set answer and people, Enter), and every online RSVP with its people, matched to
 * a list entry or waiting to be linked.
 */
export function RsvpDeskView(props: RsvpDeskViewProps) {
  const text = useGuestsText('desk');
  const locale = useUiLocale();
  const numbers = new Intl.NumberFormat(locale);
  const { desk } = props;
  const [unmatchedOnly, setUnmatchedOnly] = useState(false);

  if (props.status === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.errorTitle}>{text('loadErrorTitle')}</p>
        <Button variant="outline" onPress={props.onRetry}>
          {translate('retry', locale)}
        </Button>
      </div>
    );
  }
  if (!desk) return <p aria-busy="true">{text('loading')}</p>;

  const counts = desk.counts;
  const rsvps = unmatchedOnly ? desk.rsvps.filter((rsvp) => rsvp.guestId === null) : desk.rsvps;
  const stat = (label: string, value: number, detail?: string) => (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>
        {numbers.format(value)}
        {detail ? <span className={styles.statDetail}>{detail}</span> : null}
      </dd>
    </div>
  );

  return (
    <div className={styles.root}>
      <section aria-labelledby="desk-counts">
        <h2 id="desk-counts" className={styles.heading}>
          {text('counts.title')}
        </h2>
        <dl className={styles.stats}>
          {stat(text('counts.entries'), counts.entries)}
          {stat(text('counts.households'), counts.households)}
          {stat(
            text('counts.expected'),
            counts.expectedPeople,
            text('counts.plusOnes', { count: numbers.format(counts.unnamedPlusOnes) }),
          )}
          {stat(text('counts.attending'), counts.attending)}
          {stat(text('counts.notAttending'), counts.notAttending)}
          {stat(text('counts.maybe'), counts.maybe)}
          {stat(text('counts.pending'), counts.pending)}
          {stat(text('counts.confirmed'), counts.confirmedPeople)}
        </dl>
      </section>
      <div className={styles.columns}>
        <DeadlineCard {...props} />
        <QuickEntry {...props} />
      </div>
      <section aria-labelledby="desk-rsvps" className={styles.rsvps}>
        <div className={styles.rsvpsHeader}>
          <h2 id="desk-rsvps" className={styles.heading}>
            {text('rsvps.title')}
          </h2>
          <Switch isSelected={unmatchedOnly} onChange={setUnmatchedOnly}>
            {`${text('rsvps.unmatchedOnly')} (${text('rsvps.unmatchedCount', { count: desk.unmatched })})`}
          </Switch>
        </div>
        {rsvps.length === 0 ? <EmptyState title={text('rsvps.empty')} headingLevel={3} /> : null}
        <ul className={styles.rsvpList}>
          {rsvps.map((rsvp) => (
            <li key={rsvp.id}>
              <RsvpCard rsvp={rsvp} guests={props.guests} onLink={props.onLink} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function DeadlineCard({
  desk,
  deadlineDay,
  onDeadlineDayChange,
  onSaveDeadline,
  savingDeadline,
  timeZone,
}: RsvpDeskViewProps) {
  const text = useGuestsText('desk');
  const locale = useUiLocale();
  const [problem, setProblem] = useState<string | undefined>();
  if (!desk) return null;
  // The day the server reads in the wedding's zone: the same for every member, wherever their browser is.
  const date = desk.rsvpDeadlineDay ? formatCalendarDate(desk.rsvpDeadlineDay, locale) : null;
  return (
    <Card title={text('deadline.title')} headingLevel={2}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (deadlineDay === '') {
            setProblem(text('deadline.required'));
            return;
          }
          setProblem(undefined);
          onSaveDeadline(deadlineDay);
        }}
      >
        <p className={styles.deadlineState} data-closed={desk.rsvpClosed || undefined}>
          {desk.rsvpClosed
            ? text('deadline.closed')
            : date
              ? text('deadline.open', { date })
              : text('deadline.none')}
        </p>
        <TextField
          label={text('deadline.label')}
          description={text('deadline.zone', { timeZone })}
          type="date"
          value={deadlineDay}
          onChange={(value) => {
            onDeadlineDayChange(value);
            setProblem(undefined);
          }}
          errorMessage={problem}
          validationBehavior="aria"
        />
        <div className={styles.actions}>
          <Button type="submit" isPending={savingDeadline}>
            {text('deadline.save')}
          </Button>
          {desk.rsvpDeadline ? (
            <Button variant="ghost" onPress={() => onSaveDeadline(null)} isDisabled={savingDeadline}>
              {text('deadline.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

function QuickEntry({ guests, onQuickReply, quickGuestRef }: RsvpDeskViewProps) {
  const text = useGuestsText('desk');
  const picker = usePicker(guests);
  const [guestId, setGuestId] = useState<string | null>(null);
  const [status, setStatus] = useState<AttendanceStatus>('attending');
  const [people, setPeople] = useState(1);
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const byId = useMemo(() => new Map(guests.map((guest) => [guest.id, guest])), [guests]);

  const submit = async () => {
    if (!guestId) {
      setProblem(text('quick.pickGuest'));
      return;
    }
    setSaving(true);
    try {
      await onQuickReply({ guestId, status, people: status === 'attending' ? people : 0 });
      setGuestId(null);
      picker.setInput('');
      setStatus('attending');
      setPeople(1);
      // Back to the guest field for the next reply, once the cleared field is drawn: a value change while focused
      // would open its list (and hide the confirmation from assistive technology behind the popover).
      setTimeout(() => quickGuestRef?.current?.querySelector('input')?.focus(), 0);
    } catch {
      // The screen said why; what was picked stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={text('quick.title')} description={text('quick.hint')} headingLevel={2}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div ref={quickGuestRef}>
          <ComboBox
            label={text('quick.guest')}
            placeholder={text('quick.guestPlaceholder')}
            emptyText={text('quick.noGuest')}
            options={picker.options}
            inputValue={picker.input}
            onInputChange={(value) => {
              picker.setInput(value);
              setProblem(undefined);
            }}
            selectedKey={guestId}
            onSelectionChange={(key) => {
              const id = key === null ? null : String(key);
              setGuestId(id);
              const guest = id ? byId.get(id) : undefined;
              if (guest) {
                picker.setInput(guest.name);
                setPeople(Math.max(1, guest.confirmedGuests || guest.estimatedGuests));
                if (guest.attendanceStatus) setStatus(guest.attendanceStatus);
              }
            }}
            errorMessage={problem}
          />
        </div>
        <RadioGroup
          label={text('quick.status')}
          orientation="horizontal"
          options={ATTENDANCE_STATUSES.map((value) => ({ value, label: text(`status.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        {status === 'attending' ? (
          <NumberStepper
            label={text('quick.count')}
            minValue={1}
            value={people}
            onChange={(value) => setPeople(Number.isNaN(value) ? 1 : value)}
          />
        ) : null}
        <Button type="submit" isPending={saving}>
          {text('quick.save')}
        </Button>
      </form>
    </Card>
  );
}

function RsvpCard({
  rsvp,
  guests,
  onLink,
}: {
  rsvp: RsvpDeskItem;
  guests: readonly GuestListEntry[];
  onLink: (rsvp: RsvpDeskItem, guestId: string | null) => void;
}) {
  const text = useGuestsText('desk');
  const locale = useUiLocale();
  const picker = usePicker(guests);
  const [chosen, setChosen] = useState<string | null>(null);
  const submitted = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(rsvp.submittedAt),
  );
  const needs = [
    rsvp.needsTransport ? text('rsvp.transport') : null,
    rsvp.needsAccommodation ? text('rsvp.accommodation') : null,
  ].filter(Boolean);
  return (
    <article
      className={styles.rsvp}
      aria-labelledby={`rsvp-${rsvp.id}`}
      data-matched={rsvp.guestId ? 'yes' : 'no'}
    >
      <header className={styles.rsvpHeader}>
        <h3 id={`rsvp-${rsvp.id}`} className={styles.rsvpName}>
          {rsvp.name}
        </h3>
        <Badge tone={STATUS_TONES[rsvp.attendanceStatus]}>{text(`status.${rsvp.attendanceStatus}`)}</Badge>
        {rsvp.attendanceStatus === 'attending' ? (
          <span>{text('rsvp.people', { count: rsvp.numberOfGuests })}</span>
        ) : null}
      </header>
      <p className={styles.muted}>
        {text('rsvp.submitted', { date: submitted })} · {rsvp.phone}
      </p>
      {rsvp.guests.length > 0 ? (
        <ul className={styles.people}>
          {rsvp.guests.map((person, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an RSVP's people have no ids and never change order.
            <li key={`${person.name}-${index}`}>
              {[person.name, ...person.dietaryRestrictions, person.allergies].filter(Boolean).join(' · ')}
            </li>
          ))}
        </ul>
      ) : null}
      {needs.length > 0 ? (
        <p className={styles.muted}>{text('rsvp.needs', { needs: needs.join(', ') })}</p>
      ) : null}
      {rsvp.message ? (
        <blockquote className={styles.message} aria-label={text('rsvp.message')}>
          {rsvp.message}
        </blockquote>
      ) : null}
      {rsvp.guestId ? (
        <div className={styles.actions}>
          <span>{text('rsvp.matched', { name: rsvp.guestName ?? '' })}</span>
          <Button size="sm" variant="ghost" onPress={() => onLink(rsvp, null)}>
            {text('rsvp.unlink')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onLink(rsvp, chosen);
          }}
        >
          <Badge tone="warning">{text('rsvp.unmatched')}</Badge>
          <ComboBox
            label={text('rsvp.linkLabel', { name: rsvp.name })}
            placeholder={text('quick.guestPlaceholder')}
            emptyText={text('quick.noGuest')}
            options={picker.options}
            inputValue={picker.input}
            onInputChange={picker.setInput}
            selectedKey={chosen}
            onSelectionChange={(key) => {
              setChosen(key === null ? null : String(key));
              const guest = guests.find((entry) => entry.id === key);
              if (guest) picker.setInput(guest.name);
            }}
          />
          <Button type="submit" size="sm" isDisabled={!chosen}>
            {text('rsvp.link')}
          </Button>
        </form>
      )}
    </article>
  );
}
