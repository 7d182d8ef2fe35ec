import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { adminQueries } from '../../data/admin-queries';
import { LATEST_AUDIT_QUERY } from './AdminOverviewScreen';

export async function loadAdminOverview(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(adminQueries.totals(api)),
    queryClient.ensureQueryData(adminQueries.recentActivity(api)),
    queryClient.ensureQueryData(adminQueries.unread(api)),
    queryClient.ensureQueryData(adminQueries.audit(api, LATEST_AUDIT_QUERY)),
  ]);
}
