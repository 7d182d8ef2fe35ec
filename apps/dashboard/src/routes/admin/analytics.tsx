import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsScreen, analyticsSearchSchema } from '@wedding/admin';
import { useUrlSearch } from '../../url-search';

export const Route = createFileRoute('/admin/analytics')({
  validateSearch: analyticsSearchSchema,
  component: function Analytics() {
    return <AnalyticsScreen {...useUrlSearch(Route)} />;
  },
});
