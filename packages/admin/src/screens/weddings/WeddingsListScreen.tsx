import { useQuery } from '@tanstack/react-query';
import { useApi } from '@wedding/dashboard';
import { type AdminSearchProps, useAdminListState } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { WeddingsListView } from './WeddingsListView';
import { weddingsQuery } from './weddings-query';
import type { WeddingsSearch } from './weddings-search';

export function WeddingsListScreen({ search, onSearchChange }: AdminSearchProps<WeddingsSearch>) {
  const api = useApi();
  const list = useAdminListState(useQuery(adminQueries.weddings(api, weddingsQuery(search))));
  return <WeddingsListView search={search} onSearchChange={onSearchChange} {...list} />;
}
