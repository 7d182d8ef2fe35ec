import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { activityQuery } from './activity-queries';
import type { ActivitySearch } from './activity-search';

/** The activity page shows its first lines at once; a failure is shown on the page with a retry. */
export async function loadActivity(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
  search: ActivitySearch,
): Promise<void> {
  await queryClient.prefetchQuery(activityQuery(api, weddingId, search));
}
