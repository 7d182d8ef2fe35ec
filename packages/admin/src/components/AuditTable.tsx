import type { AuditEntry } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useAdminText } from '../i18n/admin-text';
import * as styles from './AuditTable.css';
import { ScrollRegion } from './ScrollRegion';

/** A changed value as staff read it: text as is, everything else as compact JSON. */
function formatChange(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => `${key}: ${typeof entry === 'string' ? entry : JSON.stringify(entry)}`)
      .join(', ');
  }
  return String(value);
}

/** Audit entries (who, what, before, after, why, when): under a wedding, a customer, or the whole log. */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const text = useAdminText('audit');
  const locale = useUiLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.length === 0) return <p className={styles.empty}>{text('empty')}</p>;
  return (
    <ScrollRegion label={caption} className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text('column.when')}</th>
            <th scope="col">{text('column.actor')}</th>
            <th scope="col">{text('column.action')}</th>
            <th scope="col">{text('column.before')}</th>
            <th scope="col">{text('column.after')}</th>
            <th scope="col">{text('column.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
              </td>
              <td>{entry.actorName}</td>
              <td>{actionLabel(text, entry.action)}</td>
              <td>{formatChange(entry.before)}</td>
              <td>{formatChange(entry.after)}</td>
              <td>{entry.reason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The action in words where the app knows it, else its code. */
export function actionLabel(text: ReturnType<typeof useAdminText<'audit'>>, action: string): string {
  const key = `action.${action}` as Parameters<typeof text>[0];
  const label = text(key);
  return label === key ? action : label;
}
