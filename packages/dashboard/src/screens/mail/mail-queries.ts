import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { MailStatus } from '@wedding/core';

/** Outbox rows per page: enough to see a send at a glance, few enough for a phone. */
export const OUTBOX_PAGE_SIZE = 20;

/** Cache entries of the mail screen, under the wedding's key so leaving a wedding drops them too. */
export const mailKeys = {
  all: (weddingId: string) => ['weddings', weddingId, 'mail'] as const,
  settings: (weddingId: string) => ['weddings', weddingId, 'mail', 'settings'] as const,
  outbox: (weddingId: string) => ['weddings', weddingId, 'mail', 'outbox'] as const,
  outboxPage: (weddingId: string, page: number, status: MailStatus | undefined) =>
    ['weddings', weddingId, 'mail', 'outbox', { page, status: status ?? null }] as const,
  message: (weddingId: string, messageId: string) =>
    ['weddings', weddingId, 'mail', 'outbox', 'message', messageId] as const,
};

export const mailSettingsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: mailKeys.settings(weddingId),
    queryFn: async ({ signal }) => (await api.mail.settings({ params: { weddingId } }, { signal })).settings,
  });

export const outboxQuery = (
  api: ApiClient,
  weddingId: string,
  page: number,
  status: MailStatus | undefined,
) =>
  queryOptions({
    queryKey: mailKeys.outboxPage(weddingId, page, status),
    queryFn: ({ signal }) =>
      api.mail.outbox(
        { params: { weddingId }, query: { page, limit: OUTBOX_PAGE_SIZE, ...(status ? { status } : {}) } },
        { signal },
      ),
  });

export const outboxMessageQuery = (api: ApiClient, weddingId: string, messageId: string) =>
  queryOptions({
    queryKey: mailKeys.message(weddingId, messageId),
    queryFn: async ({ signal }) =>
      (await api.mail.outboxMessage({ params: { weddingId, messageId } }, { signal })).message,
  });
