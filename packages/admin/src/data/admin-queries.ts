import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient, Query } from '@wedding/api-client';
import type { MailStatus, outboxMessageDetailResponseSchema } from '@wedding/core';
import type { z } from 'zod';

/** One email with its bodies, as GET /api/admin/outbox/{messageId} answers it. */
export type OutboxMessageDetail = z.output<typeof outboxMessageDetailResponseSchema>['message'];

/** A page of the outbox as the API takes it (`search` matches address, name or subject). */
export interface OutboxQuery {
  page: number;
  limit: number;
  search?: string;
  status?: MailStatus;
}

/** Every cache entry of the admin area, under one root so staff writes can refresh what they touch. */
export const adminKeys = {
  all: ['admin'] as const,
  weddings: (query: Query) => ['admin', 'weddings', query] as const,
  wedding: (weddingId: string) => ['admin', 'wedding', weddingId] as const,
  calendar: (month: string | undefined) => ['admin', 'calendar', month ?? 'now'] as const,
  customers: (query: Query) => ['admin', 'customers', query] as const,
  customer: (customerId: string) => ['admin', 'customer', customerId] as const,
  images: (query: Query) => ['admin', 'images', query] as const,
  albums: (query: Query) => ['admin', 'albums', query] as const,
  locations: (query: Query) => ['admin', 'locations', query] as const,
  totals: ['admin', 'totals'] as const,
  series: (from: string, to: string) => ['admin', 'series', from, to] as const,
  recentActivity: ['admin', 'recent-activity'] as const,
  messages: (query: Query) => ['admin', 'messages', query] as const,
  unread: ['admin', 'unread'] as const,
  audit: (query: Query) => ['admin', 'audit', query] as const,
  database: ['admin', 'database'] as const,
  settings: ['admin', 'settings'] as const,
  outbox: (query: OutboxQuery) => ['admin', 'outbox', query] as const,
  outboxMessage: (messageId: string) => ['admin', 'outbox-message', messageId] as const,
};

/** A page of a list: the previous page stays on screen while the next loads (no flashing empty table). */
const pageOptions = { placeholderData: keepPreviousData } as const;

export const adminQueries = {
  weddings: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.weddings(query),
      queryFn: ({ signal }) => api.admin.weddings(query, signal),
      ...pageOptions,
    }),
  wedding: (api: ApiClient, weddingId: string) =>
    queryOptions({
      queryKey: adminKeys.wedding(weddingId),
      queryFn: async ({ signal }) => (await api.admin.wedding(weddingId, signal)).data,
    }),
  calendar: (api: ApiClient, month: string | undefined) =>
    queryOptions({
      queryKey: adminKeys.calendar(month),
      queryFn: ({ signal }) => api.admin.calendar(month, signal),
      ...pageOptions,
    }),
  customers: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.customers(query),
      queryFn: ({ signal }) => api.admin.customers(query, signal),
      ...pageOptions,
    }),
  customer: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: adminKeys.customer(customerId),
      queryFn: async ({ signal }) => (await api.admin.customer(customerId, signal)).data,
    }),
  images: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.images(query),
      queryFn: ({ signal }) => api.admin.images(query, signal),
      ...pageOptions,
    }),
  albums: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.albums(query),
      queryFn: ({ signal }) => api.admin.albums(query, signal),
      ...pageOptions,
    }),
  locations: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.locations(query),
      queryFn: ({ signal }) => api.admin.locations(query, signal),
      ...pageOptions,
    }),
  totals: (api: ApiClient) =>
    queryOptions({ queryKey: adminKeys.totals, queryFn: ({ signal }) => api.admin.totals(signal) }),
  series: (api: ApiClient, from: string, to: string) =>
    queryOptions({
      queryKey: adminKeys.series(from, to),
      queryFn: ({ signal }) => api.admin.series(from, to, signal),
      ...pageOptions,
    }),
  recentActivity: (api: ApiClient) =>
    queryOptions({
      queryKey: adminKeys.recentActivity,
      queryFn: async ({ signal }) => (await api.admin.recentActivity(signal)).data,
    }),
  messages: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.messages(query),
      queryFn: ({ signal }) => api.admin.messages(query, signal),
      ...pageOptions,
    }),
  unread: (api: ApiClient) =>
    queryOptions({
      queryKey: adminKeys.unread,
      queryFn: async ({ signal }) => (await api.admin.unreadMessages(signal)).unread,
      // The badge follows new requests while staff work.
      refetchInterval: 60_000,
    }),
  audit: (api: ApiClient, query: Query) =>
    queryOptions({
      queryKey: adminKeys.audit(query),
      queryFn: ({ signal }) => api.admin.audit(query, signal),
      ...pageOptions,
    }),
  database: (api: ApiClient) =>
    queryOptions({ queryKey: adminKeys.database, queryFn: ({ signal }) => api.admin.database(signal) }),
  settings: (api: ApiClient) =>
    queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => api.admin.settings(signal) }),
  outbox: (api: ApiClient, query: OutboxQuery) =>
    queryOptions({
      queryKey: adminKeys.outbox(query),
      queryFn: ({ signal }) => api.staff.outbox({ query }, { signal }),
      ...pageOptions,
    }),
  outboxMessage: (api: ApiClient, messageId: string) =>
    queryOptions({
      queryKey: adminKeys.outboxMessage(messageId),
      queryFn: async ({ signal }) =>
        (await api.staff.outboxMessage({ params: { messageId } }, { signal })).message,
    }),
};
