import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { queryKeys } from './query-keys';

/**
 * Queries of the couple's part 2 screens (site content, members, locations): what each screen loads first and keeps
 * fresh.
 */
export const locationsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.locations(weddingId),
    queryFn: async ({ signal }) => (await api.locations.list(weddingId, signal)).locations,
  });

export const siteContentQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.siteContent(weddingId),
    queryFn: ({ signal }) => api.siteContent.get(weddingId, signal),
  });

export const scheduleQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.schedule(weddingId),
    queryFn: ({ signal }) => api.siteContent.schedule(weddingId, signal),
  });

/** Head-counts and meal totals per schedule event (under the schedule's key: a schedule change reads it again). */
export const eventSummaryQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: [...queryKeys.schedule(weddingId), 'summary'] as const,
    queryFn: async ({ signal }) => (await api.events.summary({ params: { weddingId } }, { signal })).events,
  });

export const accommodationsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.accommodations(weddingId),
    queryFn: async ({ signal }) => (await api.siteContent.accommodations(weddingId, signal)).accommodations,
  });

export const membersQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.members(weddingId),
    queryFn: async ({ signal }) => (await api.members.list(weddingId, signal)).members,
  });

export const invitationsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: queryKeys.invitations(weddingId),
    queryFn: async ({ signal }) => (await api.invitations.list(weddingId, signal)).invitations,
  });

export const passkeysQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.passkeys,
    queryFn: async ({ signal }) => (await api.account.passkeys(signal)).passkeys,
  });

export const messagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.messages,
    queryFn: async ({ signal }) => (await api.messages.list(signal)).messages,
  });
