import type { ColumnDef } from '@tanstack/react-table';
import { type AdminLocationRow, LOCATION_TYPES } from '@wedding/core';
import { AppLink, useDashboardText } from '@wedding/dashboard';
import { TextField } from '@wedding/ui';
import { useMemo } from 'react';
import { AdminList } from '../../components/AdminList';
import type { AdminListViewProps } from '../../components/admin-list-state';
import { FilterSelect } from '../../components/FilterSelect';
import { useSettledInput } from '../../components/use-settled-input';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../weddings/weddings.css';
import type { LocationsSearch } from './locations-search';

export type LocationsListViewProps = AdminListViewProps<LocationsSearch, AdminLocationRow>;

/** '/admin/locations': every wedding's venues, by name, kind and city. */
export function LocationsListView(props: LocationsListViewProps) {
  const { search, onSearchChange } = props;
  const text = useAdminText('locations');
  const kinds = useDashboardText('locations');
  const [city, setCity] = useSettledInput(search.city, (value) =>
    onSearchChange({ city: value.trim(), page: 1 }),
  );
  // The same column definitions between renders: a new cell function would remount every cell (and its links).
  const columns = useMemo<ColumnDef<AdminLocationRow>[]>(() => {
    return [
      { id: 'name', header: text('column.name'), accessorFn: (row) => row.name },
      { id: 'type', header: text('column.type'), accessorFn: (row) => kinds(`type.${row.type}`) },
      {
        id: 'address',
        header: text('column.address'),
        accessorFn: (row) => `${row.address}, ${row.postalCode} ${row.city}`,
      },
      { id: 'country', header: text('column.country'), accessorFn: (row) => row.country },
      {
        id: 'wedding',
        header: text('column.wedding'),
        cell: ({ row }) => (
          <AppLink href={`/admin/weddings/${row.original.wedding.id}`} className={styles.rowLink}>
            {row.original.wedding.slug}
          </AppLink>
        ),
      },
    ];
  }, [text, kinds]);
  return (
    <AdminList
      {...props}
      label={text('tableLabel')}
      searchLabel={text('searchLabel')}
      filters={
        <>
          <FilterSelect
            label={text('filter.type')}
            allLabel={text('filter.all')}
            options={LOCATION_TYPES.map((type) => ({ id: type, label: kinds(`type.${type}`) }))}
            value={search.type}
            onChange={(value) => onSearchChange({ type: value, page: 1 })}
          />
          <TextField label={text('filter.city')} value={city} onChange={setCity} />
        </>
      }
      columns={columns}
      emptyTitle={text('empty')}
    />
  );
}
