import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGING } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import type { AdminSearchProps } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import { AlbumsView } from './AlbumsView';
import type { GallerySearch } from './gallery-search';

export function AlbumsScreen({ search, onSearchChange }: AdminSearchProps<GallerySearch>) {
  const api = useApi();
  const { data: page, isFetching } = useQuery(
    adminQueries.albums(api, { ...search, limit: ADMIN_PAGING.defaultLimit }),
  );
  return <AlbumsView search={search} onSearchChange={onSearchChange} page={page} loading={isFetching} />;
}
