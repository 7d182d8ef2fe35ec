import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { weddingQuery } from '../../data/queries';

/** The couple screen edits the wedding's detail (names per language, date). */
export async function loadCouple(queryClient: QueryClient, api: ApiClient, weddingId: string): Promise<void> {
  await queryClient.ensureQueryData(weddingQuery(api, weddingId));
}
