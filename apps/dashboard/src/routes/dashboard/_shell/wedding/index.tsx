import { createFileRoute } from '@tanstack/react-router';
import { loadOverview, OverviewScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/')({
  loader: ({ context }) => loadOverview(context.queryClient, context.api, context.weddingId),
  component: function Overview() {
    return <OverviewScreen />;
  },
});
