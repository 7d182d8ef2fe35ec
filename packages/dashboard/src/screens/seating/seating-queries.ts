import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';

/** The plan's cache entry, under the wedding's key so leaving a wedding drops it too. */
export const seatingKeys = {
  plan: (weddingId: string) => ['weddings', weddingId, 'seating'] as const,
};

export const seatingPlanQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: seatingKeys.plan(weddingId),
    queryFn: ({ signal }) => api.seating.read({ params: { weddingId } }, { signal }),
  });
