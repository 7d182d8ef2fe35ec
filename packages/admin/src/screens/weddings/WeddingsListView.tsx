import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_WEDDING_SORTS, type AdminWeddingRow } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Badge, Select, TextField, useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { AdminList } from '../../components/AdminList';
import type { AdminListViewProps } from '../../components/admin-list-state';
import { FilterSelect } from '../../components/FilterSelect';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './weddings.css';
import type { WeddingsSearch } from './weddings-search';

export type WeddingsListViewProps = AdminListViewProps<WeddingsSearch, AdminWeddingRow>;

/** '/admin/weddings': search, filter by active / premium / date, sort, page; a row leads to the wedding. */
export function WeddingsListView(props: WeddingsListViewProps) {
  const { search, onSearchChange } = props;
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  // The same column definitions between renders: a new cell function would remount every cell (and its links).
  const columns = useMemo<ColumnDef<AdminWeddingRow>[]>(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(locale);
    return [
      {
        id: 'couple',
        header: text('column.couple'),
        cell: ({ row }) => (
          <AppLink href={`/admin/weddings/${row.original.id}`} className={styles.rowLink}>
            {`${row.original.brideName} & ${row.original.groomName}`}
          </AppLink>
        ),
      },
      { id: 'slug', header: text('column.slug'), accessorFn: (row) => row.slug },
      {
        id: 'date',
        header: text('column.date'),
        accessorFn: (row) => (row.weddingDate ? day.format(new Date(row.weddingDate)) : '–'),
      },
      {
        id: 'status',
        header: text('column.status'),
        cell: ({ row }) => (
          <span className={styles.badges}>
            <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
              {row.original.isActive ? text('active') : text('inactive')}
            </Badge>
            {row.original.isPremium ? <Badge tone="accent">{text('premium')}</Badge> : null}
          </span>
        ),
      },
      { id: 'owner', header: text('column.owner'), accessorFn: (row) => row.owner?.username ?? '–' },
      { id: 'guests', header: text('column.guests'), accessorFn: (row) => numbers.format(row.guestCount) },
      { id: 'rsvps', header: text('column.rsvps'), accessorFn: (row) => numbers.format(row.rsvpCount) },
    ];
  }, [text, locale]);
  return (
    <AdminList
      {...props}
      label={text('tableLabel')}
      searchLabel={text('searchLabel')}
      filters={
        <>
          <FilterSelect
            label={text('filter.status')}
            allLabel={text('filter.all')}
            options={[
              { id: 'active', label: text('active') },
              { id: 'inactive', label: text('inactive') },
            ]}
            value={search.status}
            onChange={(value) => onSearchChange({ status: value, page: 1 })}
          />
          <FilterSelect
            label={text('filter.plan')}
            allLabel={text('filter.all')}
            options={[
              { id: 'premium', label: text('premium') },
              { id: 'standard', label: text('standard') },
            ]}
            value={search.plan}
            onChange={(value) => onSearchChange({ plan: value, page: 1 })}
          />
          <TextField
            label={text('filter.dateFrom')}
            type="date"
            value={search.dateFrom ?? ''}
            onChange={(value) => onSearchChange({ dateFrom: value || undefined, page: 1 })}
          />
          <TextField
            label={text('filter.dateTo')}
            type="date"
            value={search.dateTo ?? ''}
            onChange={(value) => onSearchChange({ dateTo: value || undefined, page: 1 })}
          />
          <Select
            label={text('filter.sort')}
            options={ADMIN_WEDDING_SORTS.flatMap((sort) =>
              (['desc', 'asc'] as const).map((direction) => ({
                id: `${sort}:${direction}`,
                label: text(`sort.${sort}.${direction}`),
              })),
            )}
            selectedKey={`${search.sort}:${search.direction}`}
            onSelectionChange={(key) => {
              const [sort, direction] = String(key).split(':') as [
                WeddingsSearch['sort'],
                WeddingsSearch['direction'],
              ];
              onSearchChange({ sort, direction, page: 1 });
            }}
          />
        </>
      }
      columns={columns}
      emptyTitle={text('empty')}
    />
  );
}
