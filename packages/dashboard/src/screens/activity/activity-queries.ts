import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { ActivitySearch } from './activity-search';

/** Lines per page: a morning's work at a glance, few enough for a phone. */
export const ACTIVITY_PAGE_SIZE = 25;
/** Lines on the overview's card. */
export const ACTIVITY_CARD_SIZE = 5;

/** Cache entries of the activity feed, under the wedding's key so leaving a wedding drops them too. */
export const activityKeys = {
  all: (weddingId: string) => ['weddings', weddingId, 'activity'] as const,
  page: (weddingId: string, search: ActivitySearch, limit: number) =>
    [
      'weddings',
      weddingId,
      'activity',
      { area: search.area ?? null, person: search.person ?? null, page: search.page ?? 1, limit },
    ] as const,
};

export const activityQuery = (
  api: ApiClient,
  weddingId: string,
  search: ActivitySearch,
  limit = ACTIVITY_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: activityKeys.page(weddingId, search, limit),
    queryFn: ({ signal }) =>
      api.activity.list(
        {
          params: { weddingId },
          query: {
            page: search.page ?? 1,
            limit,
            ...(search.area ? { area: search.area } : {}),
            ...(search.person ? { person: search.person } : {}),
          },
        },
        { signal },
      ),
    // Others change the wedding meanwhile: the feed is read afresh when the page is opened again.
    staleTime: 0,
  });
