import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { ActivityView } from './ActivityView';
import { activityQuery } from './activity-queries';
import type { ActivitySearch } from './activity-search';

export interface ActivityScreenProps {
  /** The page's address: the area and person filters and the page. */
  search: ActivitySearch;
  onSearchChange: (patch: Partial<ActivitySearch>) => void;
}

/** '/dashboard/wedding/activity': the wedding's activity feed; every member may read it. */
export function ActivityScreen({ search, onSearchChange }: ActivityScreenProps) {
  const api = useApi();
  const weddingId = useCurrentWeddingId();
  const feed = useQuery({ ...activityQuery(api, weddingId, search), placeholderData: keepPreviousData });
  return (
    <ActivityView
      status={feed.data ? 'ready' : feed.isError ? 'error' : 'loading'}
      error={feed.error}
      page={feed.data ?? null}
      search={search}
      onSearchChange={onSearchChange}
      onRetry={() => void feed.refetch()}
    />
  );
}
