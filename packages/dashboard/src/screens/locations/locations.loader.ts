import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { locationsQuery } from '../../data/site-queries';

/** The locations screen lists the wedding's places. */
export async function loadLocations(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await queryClient.ensureQueryData(locationsQuery(api, weddingId));
}
