import type { AdminCalendar } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Button, useUiLocale } from '@wedding/ui';
import { useAdminText } from '../../i18n/admin-text';
import { monthGrid, shiftMonth } from './calendar-month';
import * as styles from './weddings.css';

export interface CalendarViewProps {
  calendar: AdminCalendar;
  onMonthChange: (month: string) => void;
}

/** '/admin/calendar' and '/admin/weddings/calendar': the weddings of a month by day (a list on phones). */
export function CalendarView({ calendar, onMonthChange }: CalendarViewProps) {
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${calendar.month}-01T00:00:00Z`));
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const byDay = new Map<string, AdminCalendar['weddings']>();
  for (const wedding of calendar.weddings) {
    const day = wedding.weddingDate?.slice(0, 10);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), wedding]);
  }
  // A Monday to Sunday week of any year, for the weekday headings.
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    dayName.format(new Date(Date.UTC(2024, 0, 1 + index))),
  );
  return (
    <section className={styles.stack} aria-labelledby="calendar-month">
      <div className={styles.monthBar}>
        <Button variant="outline" size="sm" onPress={() => onMonthChange(shiftMonth(calendar.month, -1))}>
          {text('calendar.previous')}
        </Button>
        <h2 id="calendar-month" className={styles.monthTitle} aria-live="polite">
          {monthName}
        </h2>
        <Button variant="outline" size="sm" onPress={() => onMonthChange(shiftMonth(calendar.month, 1))}>
          {text('calendar.next')}
        </Button>
      </div>
      <p className={styles.term}>{text('calendar.count', { count: calendar.weddings.length })}</p>
      <ul className={styles.calendar}>
        {weekdays.map((weekday) => (
          <li key={weekday} className={styles.weekday} aria-hidden="true">
            {weekday}
          </li>
        ))}
        {monthGrid(calendar.month).map((cell, index) => {
          const weddings = cell.day ? (byDay.get(cell.day) ?? []) : [];
          return (
            <li
              key={cell.day ?? `pad-${index}`}
              className={styles.day}
              data-outside={cell.day ? undefined : ''}
              data-empty={weddings.length === 0 ? '' : undefined}
              aria-hidden={cell.day ? undefined : true}
            >
              {cell.day ? (
                <>
                  <time dateTime={cell.day} className={styles.dayNumber}>
                    <span className={styles.shortDay} aria-hidden="true">
                      {Number(cell.day.slice(8))}
                    </span>
                    <span className={styles.longDay}>
                      {dayLabel.format(new Date(`${cell.day}T00:00:00Z`))}
                    </span>
                  </time>
                  {weddings.map((wedding) => (
                    <AppLink
                      key={wedding.id}
                      href={`/admin/weddings/${wedding.id}`}
                      className={styles.dayWedding}
                    >
                      {`${wedding.brideName} & ${wedding.groomName}`}
                    </AppLink>
                  ))}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
