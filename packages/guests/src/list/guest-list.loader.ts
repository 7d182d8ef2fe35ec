import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { everyoneQuery } from '../data/guest-queries';

/**
 * What the guest list loads before it shows: the whole list (limit 5000, docs/requirements.md B4), whose total also
 * decides the mode. A failure is not thrown: the screen shows its own inline error with a retry
 * (docs/requirements.md B8).
 */
export async function loadGuestList(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await queryClient.prefetchQuery(everyoneQuery(api, weddingId));
}
