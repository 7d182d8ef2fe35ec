import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { accommodationsQuery, siteContentQuery } from '../../data/site-queries';

/** The content screen edits the texts of every language and the accommodations. */
export async function loadContent(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(siteContentQuery(api, weddingId)),
    queryClient.ensureQueryData(accommodationsQuery(api, weddingId)),
  ]);
}
