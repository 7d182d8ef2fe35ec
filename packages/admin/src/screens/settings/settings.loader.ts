import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { adminQueries } from '../../data/admin-queries';

export async function loadAdminSettings(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await queryClient.ensureQueryData(adminQueries.settings(api));
}
