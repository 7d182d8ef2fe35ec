import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { MailStatus } from '@wedding/core';
import { mailSettingsQuery, outboxQuery } from './mail-queries';

/** The mail screen needs the settings (what sending needs, the cap) and the outbox page in its address. */
export async function loadMail(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
  outbox: { page?: number; status?: MailStatus } = {},
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(mailSettingsQuery(api, weddingId)),
    // The outbox shows its own loading and failure; the page opens without waiting for it to succeed.
    queryClient.prefetchQuery(outboxQuery(api, weddingId, outbox.page ?? 1, outbox.status)),
  ]);
}
