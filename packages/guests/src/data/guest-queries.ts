import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import {
  DEFAULT_GUEST_LIST_QUERY,
  GUEST_LIST,
  type GuestListEntryPage,
  type GuestListQuery,
} from '@wedding/core';
import { guestKeys } from './query-keys';

/** docs/requirements.md B4: the whole list at once (limit 5000); its total decides between client and server mode. */
export const everyoneQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: guestKeys.everyone(weddingId),
    queryFn: ({ signal }) =>
      api.guests.rows(weddingId, { ...DEFAULT_GUEST_LIST_QUERY, limit: GUEST_LIST.fetchAllLimit }, signal),
  });

/**
 * Server mode: the page the URL names, filtered and searched by the server. When the page before it is in the
 * cache (the user pressed "next"), its cursor is sent: the server continues after that page's last row, so a deep
 * page costs what page 1 costs (docs/decisions.md, 'The guest list's counts and pages'). A jump or a reload asks by
 * page number.
 */
export const guestPageQuery = (api: ApiClient, weddingId: string, query: GuestListQuery) =>
  queryOptions({
    queryKey: guestKeys.page(weddingId, query),
    queryFn: ({ signal, client }) => {
      const previous =
        query.page > 1
          ? client.getQueryData<GuestListEntryPage>(
              guestKeys.page(weddingId, { ...query, page: query.page - 1 }),
            )
          : undefined;
      return api.guests.rows(weddingId, query, signal, previous?.nextCursor ?? undefined);
    },
  });

export const guestQuery = (api: ApiClient, weddingId: string, guestId: string) =>
  queryOptions({
    queryKey: guestKeys.guest(weddingId, guestId),
    queryFn: async ({ signal }) => (await api.guests.get(weddingId, guestId, signal)).data,
  });

export const guestHistoryQuery = (api: ApiClient, weddingId: string, guestId: string) =>
  queryOptions({
    queryKey: guestKeys.history(weddingId, guestId),
    queryFn: async ({ signal }) => (await api.guests.history(weddingId, guestId, signal)).changes,
  });

/** The gifts of a household (its head's guest id), for the guest's detail. */
export const householdGiftsQuery = (api: ApiClient, weddingId: string, householdId: string) =>
  queryOptions({
    queryKey: ['weddings', weddingId, 'gifts', { householdId }] as const,
    queryFn: async ({ signal }) =>
      (await api.gifts.list({ params: { weddingId }, query: { householdId } }, { signal })).gifts,
  });

export const rsvpDeskQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: guestKeys.desk(weddingId),
    queryFn: ({ signal }) => api.rsvpDesk.get(weddingId, signal),
  });
