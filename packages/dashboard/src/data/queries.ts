import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { RECENT_ACTIVITY_ITEMS } from '@wedding/core';
import { queryKeys } from './query-keys';

/** The signed-in user, or null for a visitor. */
export const meQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => (await api.auth.session(signal)).user,
    staleTime: 5 * 60_000,
  });

/**
 * The user's weddings. Signed out (the session answer is null, e.g. right after logging out, while the frame is
 * still on screen) there are none: the API is not asked with a session that has ended.
 */
export const weddingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.weddings,
    queryFn: async ({ signal, client }) =>
      client.getQueryData(queryKeys.me) === null ? [] : (await api.weddings.list(signal)).weddings,
  });

export const weddingQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.wedding(weddingId),
    queryFn: async ({ signal }) => (await api.weddings.get(weddingId, signal)).wedding,
  });

/** Recent activities (docs/requirements.md A2): the newest RSVPs, five of them. */
export const recentRsvpsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.recentRsvps(weddingId),
    queryFn: async ({ signal }) =>
      (await api.weddings.rsvps(weddingId, { limit: RECENT_ACTIVITY_ITEMS }, signal)).rsvps,
  });

/** The demo wedding the landing page links to; null when this installation has none. */
export const demoSiteQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.demoSite,
    queryFn: async ({ signal }) => (await api.public.demoSite(signal)).demo,
    staleTime: Number.POSITIVE_INFINITY,
  });
