import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { adminQueries } from '../../data/admin-queries';
import { weddingAuditQuery } from './WeddingDetailScreen';

/** Fills the cache for the wedding's page; returns the page's title (the couple's names). */
export async function loadAdminWedding(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<{ title: string }> {
  const [wedding] = await Promise.all([
    queryClient.ensureQueryData(adminQueries.wedding(api, weddingId)),
    queryClient.ensureQueryData(adminQueries.audit(api, weddingAuditQuery(weddingId))),
  ]);
  return { title: `${wedding.brideName} & ${wedding.groomName}` };
}
