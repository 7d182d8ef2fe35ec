import type { EventSummary } from '@wedding/core';
import { Button, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ScheduleView.css';

export type CatererFormat = 'csv' | 'xlsx';

export interface EventHeadCountsProps {
  events: readonly EventSummary[];
  /** Downloads the caterer's list of one event; rejects when it could not be made. */
  onExport: (eventId: string, format: CatererFormat) => Promise<void>;
}

/**
 * Per event: how many people come and how many invited households answered, the meals picked, and the caterer's
 * list as CSV or Excel.
 */
export function EventHeadCounts({ events, onExport }: EventHeadCountsProps) {
  const text = useDashboardText('schedule');
  const locale = useUiLocale();
  const [pending, setPending] = useState<string | null>(null);
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  if (events.length === 0) return null;
  const download = async (eventId: string, format: CatererFormat) => {
    setPending(`${eventId}:${format}`);
    try {
      await onExport(eventId, format);
    } finally {
      setPending(null);
    }
  };
  return (
    <section className={styles.headCounts} aria-labelledby="event-head-counts">
      <h2 id="event-head-counts" className={styles.dayTitle}>
        {text('headCount.title')}
      </h2>
      <ul className={styles.headCountList}>
        {events.map((event) => (
          <li key={event.id} className={styles.headCount}>
            <h3 className={styles.headCountTitle}>
              {event.title}{' '}
              <span className={styles.headCountWhen}>
                {dayFormat.format(new Date(`${event.day}T00:00:00Z`))} · {event.time}
              </span>
            </h3>
            <p className={styles.headCountLine}>
              {text('headCount.coming', { count: event.attending })}
              {' · '}
              {text('headCount.answered', {
                answered: event.answeredHouseholds,
                invited: event.invitedHouseholds,
              })}
            </p>
            {event.meals.length > 0 ? (
              <ul className={styles.badges} aria-label={text('headCount.meals', { title: event.title })}>
                {event.meals.map((meal) => (
                  <li key={meal.id} className={styles.mealCount}>
                    {text('headCount.meal', {
                      name: meal.isKids ? `${meal.name} (${text('meals.kids')})` : meal.name,
                      count: meal.count,
                    })}
                  </li>
                ))}
                {event.withoutMeal > 0 ? (
                  <li className={styles.mealCount}>
                    {text('headCount.withoutMeal', { count: event.withoutMeal })}
                  </li>
                ) : null}
              </ul>
            ) : null}
            <div className={styles.mealActions}>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outline"
                  size="sm"
                  isPending={pending === `${event.id}:${format}`}
                  aria-label={text(`headCount.${format}Named`, { title: event.title })}
                  onPress={() => void download(event.id, format).catch(() => undefined)}
                >
                  {text(`headCount.${format}`)}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
