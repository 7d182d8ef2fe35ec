import type { AdminDatabase } from '@wedding/core';
import { Card, useUiLocale } from '@wedding/ui';
import { figuresTable } from '../../components/figures-table.css';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './database.css';

export interface DatabaseViewProps {
  database: AdminDatabase;
  /** The full backup's address; only a superadmin may download it (the API checks again). */
  backupHref: string;
  canBackup: boolean;
}

/** '/admin/database': which engine, its migrations and what each table holds; the backup for superadmins. */
export function DatabaseView({ database, backupHref, canBackup }: DatabaseViewProps) {
  const text = useAdminText('database');
  const locale = useUiLocale();
  const numbers = new Intl.NumberFormat(locale);
  const bytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const size = (value: number) => bytes.format(value / 1_048_576);
  return (
    <div className={styles.root}>
      <div className={styles.grid}>
        <Card title={text('engine')} headingLevel={2}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{text('engineName')}</dt>
            <dd className={styles.definition}>{text(`engine.${database.engine}`)}</dd>
            <dt className={styles.term}>{text('version')}</dt>
            <dd className={styles.definition}>{database.version}</dd>
            <dt className={styles.term}>{text('size')}</dt>
            <dd className={styles.definition}>{size(database.totalBytes)}</dd>
            <dt className={styles.term}>{text('migrationCount')}</dt>
            <dd className={styles.definition}>{numbers.format(database.migrations.length)}</dd>
          </dl>
        </Card>
        <Card title={text('backup')} headingLevel={2}>
          <p className={styles.muted}>{text('backupText')}</p>
          {canBackup ? (
            <a className={styles.download} href={backupHref} download>
              {text('download')}
            </a>
          ) : (
            <p className={styles.muted}>{text('superadminOnly')}</p>
          )}
        </Card>
      </div>
      <Card title={text('tables')} headingLevel={2}>
        <ScrollRegion label={text('tables')}>
          <table className={figuresTable}>
            <thead>
              <tr>
                <th scope="col">{text('column.table')}</th>
                <th scope="col">{text('column.rows')}</th>
                <th scope="col">{text('column.size')}</th>
              </tr>
            </thead>
            <tbody>
              {database.tables.map((table) => (
                <tr key={table.name}>
                  <th scope="row">{table.name}</th>
                  <td>{numbers.format(table.rows)}</td>
                  <td>{size(table.bytes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
      <Card title={text('migrations')} headingLevel={2}>
        <ol className={styles.migrations}>
          {database.migrations.map((migration) => (
            <li key={migration.name}>
              <code>{migration.name}</code>{' '}
              <span className={styles.muted}>
                {migration.appliedAt ? when.format(new Date(migration.appliedAt)) : text('pending')}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
