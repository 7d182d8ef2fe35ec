import type { Locale, PublicScheduleEvent, PublicWeddingView } from '@wedding/core';
import { Badge, visuallyHidden } from '@wedding/ui';
import { formatScheduleDay } from '../logic/format-schedule-day';
import { formatEventTime } from '../logic/format-time-range';
import { formatWeddingDate } from '../logic/format-wedding-date';
import { groupScheduleByDay } from '../logic/group-schedule-by-day';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import { SiteTabs } from '../shared/SiteTabs/SiteTabs';
import * as shared from '../shared/section.css';
import * as styles from './ScheduleSection.css';

export interface ScheduleSectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /** The .ics download of one event (GET /api/public/weddings/:slug/events/:eventId/calendar.ics). */
  calendarHref: (eventId: string) => string;
}

function ScheduleEvent({
  event,
  timeZone,
  locale,
  calendarHref,
}: {
  event: PublicScheduleEvent;
  timeZone: string;
  locale: Locale;
  calendarHref: (eventId: string) => string;
}) {
  return (
    <li className={`${shared.card} ${styles.event}`}>
      <p className={styles.time}>
        <time dateTime={`${event.day}T${event.time}`}>{formatEventTime(event, timeZone, locale)}</time>
      </p>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <h3 className={shared.cardTitle}>{event.title}</h3>
          {event.required ? <Badge tone="primary">{sectionText('schedule.required', locale)}</Badge> : null}
        </div>
        {event.description ? <p className={shared.text}>{event.description}</p> : null}
        {event.location ? (
          <dl className={shared.facts}>
            <dt>{sectionText('schedule.location', locale)}</dt>
            <dd>{event.location}</dd>
          </dl>
        ) : null}
        <div className={shared.actions}>
          <a href={calendarHref(event.id)} download className={shared.linkButton}>
            {sectionText('calendar.add', locale)}
            <span className={visuallyHidden}>: {event.title}</span>
          </a>
        </div>
      </div>
    </li>
  );
}

/**
 * Section #schedule: one tab per day (weekday and date in the guest's language), events in time order, each time
 * with the wedding's zone so that a guest abroad does not read it as their own clock.
 */
export function ScheduleSection({ wedding, locale, calendarHref }: ScheduleSectionProps) {
  const days = groupScheduleByDay(wedding.schedule);
  const heading = sectionText('schedule.heading', locale);
  const [firstDay] = days;
  if (!firstDay) {
    return (
      <SectionShell id="schedule" heading={heading}>
        <p className={shared.emptyText}>{sectionText('schedule.empty', locale)}</p>
      </SectionShell>
    );
  }
  const dayList = (events: PublicScheduleEvent[]) => (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <ScheduleEvent
          key={event.id}
          event={event}
          timeZone={wedding.timeZone}
          locale={locale}
          calendarHref={calendarHref}
        />
      ))}
    </ol>
  );
  const onlyDay = days.length === 1 ? firstDay : null;
  return (
    <SectionShell id="schedule" heading={heading}>
      {onlyDay ? (
        <>
          <p className={shared.muted}>
            <time dateTime={onlyDay.day}>{formatWeddingDate(onlyDay.day, locale)}</time>
          </p>
          {dayList(onlyDay.events)}
        </>
      ) : (
        <SiteTabs
          label={sectionText('schedule.daysLabel', locale)}
          tabs={days.map(({ day }) => ({ value: day, label: formatScheduleDay(day, locale) }))}
          defaultValue={firstDay.day}
          renderPanel={(day) => dayList(days.find((group) => group.day === day)?.events ?? [])}
        />
      )}
    </SectionShell>
  );
}
