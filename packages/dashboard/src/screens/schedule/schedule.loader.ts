import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { weddingQuery } from '../../data/queries';
import { scheduleQuery } from '../../data/site-queries';

/** The schedule screen lists the events (and needs the wedding day for a first event). */
export async function loadSchedule(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(scheduleQuery(api, weddingId)),
    queryClient.ensureQueryData(weddingQuery(api, weddingId)),
  ]);
}
