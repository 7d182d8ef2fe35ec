import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { recentRsvpsQuery, weddingQuery } from '../../data/queries';
import { eventSummaryQuery } from '../../data/site-queries';
import { ACTIVITY_CARD_SIZE, activityQuery } from '../activity/activity-queries';

/** What the overview needs before it shows: the wedding's detail and its latest answers (the per-event counts and
 * the latest activity start loading too, but the overview does not wait for them). */
export async function loadOverview(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  void queryClient.prefetchQuery(eventSummaryQuery(api, weddingId));
  void queryClient.prefetchQuery(activityQuery(api, weddingId, {}, ACTIVITY_CARD_SIZE));
  await Promise.all([
    queryClient.ensureQueryData(weddingQuery(api, weddingId)),
    queryClient.ensureQueryData(recentRsvpsQuery(api, weddingId)),
  ]);
}
