import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { recentRsvpsQuery, weddingQuery } from '../../data/queries';

/** What the overview needs before it shows: the wedding's detail and its latest answers. */
export async function loadOverview(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(weddingQuery(api, weddingId)),
    queryClient.ensureQueryData(recentRsvpsQuery(api, weddingId)),
  ]);
}
