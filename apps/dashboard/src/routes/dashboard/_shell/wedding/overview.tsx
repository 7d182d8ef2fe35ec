import { createFileRoute } from '@tanstack/react-router';
import { loadOverview, OverviewScreen } from '@wedding/dashboard';

/** docs/requirements.md A2: the overview also answers at /dashboard/wedding/overview. */
export const Route = createFileRoute('/dashboard/_shell/wedding/overview')({
  loader: ({ context }) => loadOverview(context.queryClient, context.api, context.weddingId),
  component: function Overview() {
    return <OverviewScreen />;
  },
});
