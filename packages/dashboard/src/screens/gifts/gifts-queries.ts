import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { type GiftsSearch, giftListQueryOf } from './gifts-search';

/** Cache entries of the gift list, under the wedding's key so leaving a wedding drops them too. */
export const giftKeys = {
  all: (weddingId: string) => ['weddings', weddingId, 'gifts'] as const,
  list: (weddingId: string, search: GiftsSearch) =>
    ['weddings', weddingId, 'gifts', giftListQueryOf(search)] as const,
};

export const giftsQuery = (api: ApiClient, weddingId: string, search: GiftsSearch) =>
  queryOptions({
    queryKey: giftKeys.list(weddingId, search),
    queryFn: ({ signal }) =>
      api.gifts.list({ params: { weddingId }, query: giftListQueryOf(search) }, { signal }),
  });
