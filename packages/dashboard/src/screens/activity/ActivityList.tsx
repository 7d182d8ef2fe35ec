import type { ActivityEntry } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ActivityView.css';
import { activityLineText } from './activity-line';

export interface ActivityListProps {
  entries: readonly ActivityEntry[];
}

/** Lines of the activity feed, newest first: the sentence, the area, and when. */
export function ActivityList({ entries }: ActivityListProps) {
  const text = useDashboardText('activity');
  const locale = useUiLocale();
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.lines} aria-label={text('list.label')}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.line} data-area={entry.area} data-actor-kind={entry.actorKind}>
          <span className={styles.sentence}>{activityLineText(entry, locale)}</span>
          <span className={styles.meta}>
            <span>{text(`area.${entry.area}`)}</span>
            <time dateTime={entry.at}>{moment.format(new Date(entry.at))}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
