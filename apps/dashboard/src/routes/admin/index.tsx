import { createFileRoute } from '@tanstack/react-router';
import { AdminOverviewScreen, loadAdminOverview } from '@wedding/admin';

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) =>
    context.isStaff ? loadAdminOverview(context.queryClient, context.api) : undefined,
  component: AdminOverviewScreen,
});
