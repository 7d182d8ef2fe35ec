import { useQuery } from '@tanstack/react-query';
import { useApi } from '@wedding/dashboard';
import { type AdminSearchProps, useAdminListState } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { LocationsListView } from './LocationsListView';
import { type LocationsSearch, locationsQuery } from './locations-search';

export function LocationsListScreen({ search, onSearchChange }: AdminSearchProps<LocationsSearch>) {
  const api = useApi();
  const list = useAdminListState(useQuery(adminQueries.locations(api, locationsQuery(search))));
  return <LocationsListView search={search} onSearchChange={onSearchChange} {...list} />;
}
