import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@wedding/dashboard';
import { adminQueries } from '../../data/admin-queries';
import { AdminOverviewView } from './AdminOverviewView';

export const LATEST_AUDIT_QUERY = { limit: 5 } as const;

export function AdminOverviewScreen() {
  const api = useApi();
  const { data: totals } = useSuspenseQuery(adminQueries.totals(api));
  const { data: recentActivity } = useSuspenseQuery(adminQueries.recentActivity(api));
  const { data: unread } = useSuspenseQuery(adminQueries.unread(api));
  const { data: audit } = useSuspenseQuery(adminQueries.audit(api, LATEST_AUDIT_QUERY));
  return (
    <AdminOverviewView
      totals={totals}
      recentActivity={recentActivity}
      unread={unread}
      recentAudit={audit.data}
    />
  );
}
