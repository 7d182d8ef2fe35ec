import type { EventSummary, Locale, ScheduleEventPayload, ScheduleEventView } from '@wedding/core';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, PlusIcon, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { CardActions } from '../../components/CardActions/CardActions';
import * as list from '../../components/card-list.css';
import { failureText } from '../../components/failure-message';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { WritingLanguageSelect } from '../../components/WritingLanguage/WritingLanguageSelect';
import { useDashboardText } from '../../i18n/dashboard-text';
import { CalendarIcon, MapPinIcon } from '../../shell/nav-icons';
import type { InvitableHousehold } from './EventAudienceFields';
import { type CatererFormat, EventHeadCounts } from './EventHeadCounts';
import { ScheduleEventDialog } from './ScheduleEventDialog';
import * as styles from './ScheduleView.css';
import { eventTextIn, scheduleDays } from './schedule-days';

export interface ScheduleViewProps {
  events: readonly ScheduleEventView[];
  mainLocale: Locale;
  writingLocale: Locale;
  onWritingLocaleChange: (locale: Locale) => void;
  /** A new event's day when the schedule is empty (the wedding day, yyyy-MM-dd). */
  weddingDay: string;
  /** The wedding's IANA time zone, in which the events' times are meant. */
  timeZone: string;
  onSave: (values: ScheduleEventPayload, eventId: string | null) => Promise<void>;
  onDelete: (event: ScheduleEventView) => Promise<void>;
  getToday?: () => Date;
  /** The households the couple can invite to an event by name. */
  households?: readonly InvitableHousehold[];
  /** Head-count and meals per event; the section is left out until it is known. */
  summary?: readonly EventSummary[];
  onExportCaterer?: (eventId: string, format: CatererFormat) => Promise<void>;
}

type Editing = { event: ScheduleEventView | null } | null;

/**
 * '/dashboard/wedding/schedule' (docs/requirements.md A2 marks it "coming soon", we ship it): the days and
 * their events with time, end, title, description, place, kind and attendance; titles per language.
 */
export function ScheduleView({
  events,
  mainLocale,
  writingLocale,
  onWritingLocaleChange,
  weddingDay,
  timeZone,
  onSave,
  onDelete,
  getToday,
  households,
  summary,
  onExportCaterer,
}: ScheduleViewProps) {
  const text = useDashboardText('schedule');
  const locale = useUiLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ScheduleEventView | null>(null);
  const days = scheduleDays(events);
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const time = (value: string) => timeFormat.format(new Date(`1970-01-01T${value}:00Z`));
  const written = new Set(events.flatMap((event) => Object.keys(event.texts) as Locale[]));
  const addButton = (
    <Button icon={<PlusIcon />} onPress={() => setEditing({ event: null })}>
      {text('add')}
    </Button>
  );
  const deletingTitle = deleting ? eventTextIn(deleting, writingLocale, mainLocale).title : '';
  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      <div className={list.toolbar}>
        <div className={styles.language}>
          <WritingLanguageSelect
            label={text('language.label')}
            value={writingLocale}
            onChange={onWritingLocaleChange}
            written={written}
            writtenLabel={(language) => text('language.written', { language })}
            description={text('language.main', { language: languageIn(mainLocale, locale) })}
          />
        </div>
        {days.length > 0 ? addButton : null}
      </div>
      {days.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title={text('empty.title')}
          description={text('empty.description')}
          action={addButton}
          headingLevel={2}
        />
      ) : (
        days.map(({ day, events: ofDay }) => {
          const dayLabel = dayFormat.format(new Date(`${day}T00:00:00Z`));
          return (
            <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className={styles.dayTitle}>
                <time dateTime={day}>{dayLabel}</time>
              </h2>
              <ol className={styles.timeline} aria-label={text('day.events', { day: dayLabel })}>
                {ofDay.map((event) => {
                  const shown = eventTextIn(event, writingLocale, mainLocale);
                  return (
                    <li key={event.id} className={styles.event}>
                      <p className={styles.time}>
                        <time dateTime={`${event.day}T${event.time}`}>{time(event.time)}</time>
                        {event.endTime ? (
                          <>
                            {' – '}
                            <time dateTime={`${event.day}T${event.endTime}`}>{time(event.endTime)}</time>
                          </>
                        ) : null}
                      </p>
                      <div className={styles.details}>
                        <h3 className={list.itemTitle} lang={shown.fallback ? undefined : writingLocale}>
                          {shown.title}
                        </h3>
                        <div className={list.itemMeta}>
                          <Badge tone="secondary">{typeLabel(text, event.type)}</Badge>
                          {event.required ? <Badge tone="primary">{text('required')}</Badge> : null}
                          {event.audience === 'chosen' ? (
                            <Badge tone="secondary">{text('audience.chosenBadge')}</Badge>
                          ) : null}
                          {event.mealOptions.length > 0 ? (
                            <Badge tone="secondary">
                              {text('meals.count', { count: event.mealOptions.length })}
                            </Badge>
                          ) : null}
                          {shown.fallback ? (
                            <Badge tone="warning">
                              {text('notTranslated', {
                                language: languageIn(writingLocale, locale),
                                title: shown.title,
                              })}
                            </Badge>
                          ) : null}
                        </div>
                        {shown.description && !shown.fallback ? (
                          <p className={list.itemText}>{shown.description}</p>
                        ) : null}
                        {event.location ? (
                          <p className={list.itemText}>
                            <MapPinIcon aria-hidden="true" className={styles.inlineIcon} /> {event.location}
                          </p>
                        ) : null}
                        <CardActions
                          editLabel={text('edit')}
                          editNamedLabel={text('editNamed', { title: shown.title })}
                          deleteLabel={text('delete')}
                          deleteNamedLabel={text('deleteNamed', { title: shown.title })}
                          onEdit={() => setEditing({ event })}
                          onDelete={() => setDeleting(event)}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })
      )}
      {summary && onExportCaterer ? <EventHeadCounts events={summary} onExport={onExportCaterer} /> : null}
      <Dialog.Root open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <ScheduleEventDialog
            key={`${editing.event?.id ?? 'new'}-${writingLocale}`}
            event={editing.event}
            locale={writingLocale}
            defaultDay={days.at(-1)?.day ?? weddingDay}
            onClose={() => setEditing(null)}
            onSave={(values) => onSave(values, editing.event?.id ?? null)}
            getToday={getToday}
            households={households}
            timeZone={timeZone}
          />
        ) : null}
      </Dialog.Root>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={text('confirm.title')}
        description={text('confirm.description', { title: deletingTitle })}
        confirmLabel={text('delete')}
        cancelLabel={text('cancel')}
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
        describeError={(error) => failureText(error, 'errorOccurred', locale)}
      />
    </div>
  );
}

function typeLabel(text: ReturnType<typeof useDashboardText<'schedule'>>, type: string): string {
  const key = `type.${type}` as Parameters<typeof text>[0];
  const label = text(key);
  return label === key ? type : label;
}
