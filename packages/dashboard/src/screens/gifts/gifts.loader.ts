import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { eventSummaryQuery } from '../../data/site-queries';
import { householdsQuery } from '../outreach/outreach-queries';
import { giftsQuery } from './gifts-queries';
import type { GiftsSearch } from './gifts-search';

/** The gifts page needs its list and the households a gift can come from; the events start loading too. */
export async function loadGifts(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
  search: GiftsSearch,
): Promise<void> {
  void queryClient.prefetchQuery(eventSummaryQuery(api, weddingId));
  await Promise.all([
    queryClient.ensureQueryData(giftsQuery(api, weddingId, search)),
    queryClient.ensureQueryData(householdsQuery(api, weddingId)),
  ]);
}
