import type { ColumnDef } from '@tanstack/react-table';
import { type AdminCustomerRow, USER_ROLES } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Badge, useUiLocale, useUiStrings } from '@wedding/ui';
import { useMemo } from 'react';
import { AdminList } from '../../components/AdminList';
import type { AdminListViewProps } from '../../components/admin-list-state';
import { FilterSelect } from '../../components/FilterSelect';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../weddings/weddings.css';
import type { CustomersSearch } from './customers-search';

export type CustomersListViewProps = AdminListViewProps<CustomersSearch, AdminCustomerRow>;

/** '/admin/customers': accounts with their weddings; search, role filter, paging. */
export function CustomersListView(props: CustomersListViewProps) {
  const { search, onSearchChange } = props;
  const text = useAdminText('customers');
  const { t } = useUiStrings();
  const locale = useUiLocale();
  // The same column definitions between renders: a new cell function would remount every cell (and its links).
  const columns = useMemo<ColumnDef<AdminCustomerRow>[]>(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'username',
        header: text('column.username'),
        cell: ({ row }) => (
          <AppLink href={`/admin/customers/${row.original.id}`} className={styles.rowLink}>
            {row.original.username}
          </AppLink>
        ),
      },
      { id: 'name', header: text('column.name'), accessorFn: (row) => row.name ?? '–' },
      {
        id: 'role',
        header: text('column.role'),
        cell: ({ row }) => (
          <Badge tone={row.original.role === 'user' ? 'neutral' : 'accent'}>
            {t(`userMenu.role.${row.original.role}`)}
          </Badge>
        ),
      },
      {
        id: 'weddings',
        header: text('column.weddings'),
        accessorFn: (row) => row.weddings.map((wedding) => wedding.slug).join(', ') || '–',
      },
      {
        id: 'created',
        header: text('column.created'),
        accessorFn: (row) => when.format(new Date(row.createdAt)),
      },
    ];
  }, [text, t, locale]);
  return (
    <AdminList
      {...props}
      label={text('tableLabel')}
      searchLabel={text('searchLabel')}
      filters={
        <FilterSelect
          label={text('filter.role')}
          allLabel={text('filter.all')}
          options={USER_ROLES.map((role) => ({ id: role, label: t(`userMenu.role.${role}`) }))}
          value={search.role}
          onChange={(value) => onSearchChange({ role: value, page: 1 })}
        />
      }
      columns={columns}
      emptyTitle={text('empty')}
    />
  );
}
