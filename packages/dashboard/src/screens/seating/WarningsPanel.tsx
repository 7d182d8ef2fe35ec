import {
  SEATING_WARNING_KINDS,
  type SeatingGuest,
  type SeatingTable,
  type SeatingWarning,
  type SeatingWarningKind,
  seatingWarningKey,
} from '@wedding/core';
import { Select } from '@wedding/ui';
import { useState } from 'react';
import type { DashboardText } from '../../i18n/dashboard-text';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './SeatingView.css';

type Filter = SeatingWarningKind | 'all';

export interface WarningsPanelProps {
  warnings: readonly SeatingWarning[];
  guestById: ReadonlyMap<string, SeatingGuest>;
  tableById: ReadonlyMap<string, SeatingTable>;
}

export function warningText(
  warning: SeatingWarning,
  text: DashboardText<'seating'>,
  guestById: ReadonlyMap<string, SeatingGuest>,
  tableById: ReadonlyMap<string, SeatingTable>,
): string {
  const name = (id: string) => guestById.get(id)?.name ?? '';
  const table = (id: string) => tableById.get(id)?.name ?? '';
  switch (warning.kind) {
    case 'householdSplit':
      return text('warning.householdSplit', {
        name: name(warning.householdId) || name(warning.guestIds[0] ?? ''),
        tables: [
          ...warning.tableIds.map(table),
          ...(warning.unseatedGuestIds.length > 0 ? [text('warning.unseated')] : []),
        ].join(', '),
      });
    case 'overCapacity':
      return text('warning.overCapacity', {
        table: table(warning.tableId),
        seated: warning.seated,
        seats: warning.seats,
      });
    case 'declinedSeated':
      return text('warning.declinedSeated', { name: name(warning.guestId), table: table(warning.tableId) });
    case 'kidsTableWithoutAdult':
      return text('warning.kidsTableWithoutAdult', { table: table(warning.tableId) });
    case 'notWithTogether':
      return text('warning.notWithTogether', {
        first: name(warning.guestAId),
        second: name(warning.guestBId),
        table: table(warning.tableId),
      });
  }
}

/** Every warning of the plan, always on screen, narrowed to one kind on request. */
export function WarningsPanel({ warnings, guestById, tableById }: WarningsPanelProps) {
  const text = useDashboardText('seating');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? warnings : warnings.filter((warning) => warning.kind === filter);
  const countOf = (kind: SeatingWarningKind) => warnings.filter((warning) => warning.kind === kind).length;
  return (
    <section
      className={warnings.length > 0 ? styles.warnings : styles.warningsOk}
      aria-labelledby="seating-warnings"
    >
      <div className={styles.warningHeader}>
        <h2 className={styles.sectionTitle} id="seating-warnings">
          {text('warnings.title', { count: warnings.length })}
        </h2>
        {warnings.length > 0 ? (
          <Select<Filter>
            label={text('warnings.filter')}
            options={[
              { id: 'all', label: `${text('warnings.filterAll')} (${warnings.length})` },
              ...SEATING_WARNING_KINDS.map((kind) => ({
                id: kind,
                label: `${text(`warnings.kind.${kind}`)} (${countOf(kind)})`,
              })),
            ]}
            selectedKey={filter}
            onSelectionChange={(key) => setFilter(key as Filter)}
          />
        ) : null}
      </div>
      {warnings.length === 0 ? (
        <p className={styles.muted}>{text('warnings.none')}</p>
      ) : (
        <ul className={styles.warningList}>
          {shown.map((warning) => (
            <li key={seatingWarningKey(warning)} data-kind={warning.kind}>
              {warningText(warning, text, guestById, tableById)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
