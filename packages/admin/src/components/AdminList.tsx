import type { ColumnDef } from '@tanstack/react-table';
import { Button, DataTable, EmptyState, Pagination, SearchField, useUiLocale } from '@wedding/ui';
import type { ReactNode } from 'react';
import { useAdminText } from '../i18n/admin-text';
import * as styles from './AdminList.css';
import type { AdminListViewProps } from './admin-list-state';
import { useSettledInput } from './use-settled-input';

export interface AdminPage<Row> {
  data: readonly Row[];
  total: number;
  page: number;
  totalPages: number;
}

/** The URL state every list has: the search term and the page (filters are the list's own). */
export interface ListSearch {
  search: string;
  page: number;
}

export interface AdminListProps<Search extends ListSearch, Row extends { id: string }>
  extends AdminListViewProps<Search, Row> {
  /** The table's accessible name. */
  label: string;
  searchLabel: string;
  /** Filter controls shown beside the search. */
  filters?: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in @tanstack/react-table
  columns: ColumnDef<Row, any>[];
  renderActions?: (row: Row) => ReactNode;
  emptyTitle: string;
}

/**
 * The admin area's list page: a search that waits for typing to settle, filters, the count (announced), the rows
 * as a table (cards under 640 px) and the pages. The URL holds search, filters and page (the route decides).
 */
export function AdminList<Search extends ListSearch, Row extends { id: string }>({
  label,
  searchLabel,
  search,
  onSearchChange,
  filters,
  page,
  columns,
  renderActions,
  emptyTitle,
  loading,
  errorText,
  onRetry,
}: AdminListProps<Search, Row>) {
  const text = useAdminText('common');
  const locale = useUiLocale();
  // A new search starts at its first page.
  const [typed, setTyped] = useSettledInput(search.search, (term) =>
    onSearchChange({ search: term, page: 1 } as Partial<Search>),
  );
  const count = page ? new Intl.NumberFormat(locale).format(page.total) : '';
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchField label={searchLabel} value={typed} onChange={setTyped} />
        </div>
        {filters}
      </div>
      <p className={styles.count} aria-live="polite" aria-busy={loading || undefined}>
        {page ? text('count', { count }) : text('loading')}
      </p>
      {errorText ? (
        <div role="alert" className={styles.error}>
          <span>{errorText}</span>
          {onRetry ? (
            <Button variant="outline" size="sm" onPress={onRetry}>
              {text('retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <DataTable
        label={label}
        data={page?.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        renderActions={renderActions}
        // A page holds at most 100 rows: the table takes their height instead of a scroll box with empty space.
        height="auto"
        // Until a page arrives nothing is known: no verdict that nothing matches.
        emptyState={page ? <EmptyState title={emptyTitle} headingLevel={2} /> : undefined}
      />
      {page ? (
        <Pagination
          page={page.page}
          totalPages={page.totalPages}
          onPageChange={(next) => onSearchChange({ page: next } as Partial<Search>)}
        />
      ) : null}
    </div>
  );
}
