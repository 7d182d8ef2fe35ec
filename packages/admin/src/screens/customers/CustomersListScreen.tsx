import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGING } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { type AdminSearchProps, useAdminListState } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { CustomersListView } from './CustomersListView';
import type { CustomersSearch } from './customers-search';

export function CustomersListScreen({ search, onSearchChange }: AdminSearchProps<CustomersSearch>) {
  const api = useApi();
  const list = useAdminListState(
    useQuery(adminQueries.customers(api, { ...search, limit: ADMIN_PAGING.defaultLimit })),
  );
  return <CustomersListView search={search} onSearchChange={onSearchChange} {...list} />;
}
