import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { seatingPlanQuery } from './seating-queries';

/** The seating screen opens with the whole plan: tables, guests, seats and "not with" pairs. */
export async function loadSeating(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await queryClient.ensureQueryData(seatingPlanQuery(api, weddingId));
}
