import type { QueryClient } from '@tanstack/react-query';
import type { WeddingDetail, WeddingSummary } from '@wedding/core';
import { queryKeys } from './query-keys';

type SummaryPatch = Partial<Omit<WeddingSummary, 'id'>>;

/** Writes a saved change into every cached view of the wedding (list and detail), so all screens show it at once. */
export function patchCachedWedding(queryClient: QueryClient, weddingId: string, patch: SummaryPatch): void {
  queryClient.setQueryData<WeddingSummary[]>(queryKeys.weddings, (weddings) =>
    weddings?.map((wedding) => (wedding.id === weddingId ? { ...wedding, ...patch } : wedding)),
  );
  queryClient.setQueryData<WeddingDetail>(queryKeys.wedding(weddingId), (wedding) =>
    wedding ? { ...wedding, ...patch } : wedding,
  );
}

/** The cached list and detail of the wedding, to restore after a failed optimistic change. */
export function snapshotCachedWedding(queryClient: QueryClient, weddingId: string) {
  const weddings = queryClient.getQueryData<WeddingSummary[]>(queryKeys.weddings);
  const detail = queryClient.getQueryData<WeddingDetail>(queryKeys.wedding(weddingId));
  return () => {
    queryClient.setQueryData(queryKeys.weddings, weddings);
    queryClient.setQueryData(queryKeys.wedding(weddingId), detail);
  };
}
