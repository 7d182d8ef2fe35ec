import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { invitationsQuery, membersQuery } from '../../data/site-queries';

/** The access screen shows the members and the open invitation links. */
export async function loadAccess(queryClient: QueryClient, api: ApiClient, weddingId: string): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(membersQuery(api, weddingId)),
    queryClient.ensureQueryData(invitationsQuery(api, weddingId)),
  ]);
}
