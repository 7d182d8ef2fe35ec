import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { adminQueries } from '../../data/admin-queries';
import { customerAuditQuery } from './CustomerDetailScreen';

/** Fills the cache for the customer's page; returns the page's title (the username). */
export async function loadAdminCustomer(
  queryClient: QueryClient,
  api: ApiClient,
  customerId: string,
): Promise<{ title: string }> {
  const [customer] = await Promise.all([
    queryClient.ensureQueryData(adminQueries.customer(api, customerId)),
    queryClient.ensureQueryData(adminQueries.audit(api, customerAuditQuery(customerId))),
  ]);
  return { title: customer.username };
}
