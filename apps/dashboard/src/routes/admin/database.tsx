import { createFileRoute } from '@tanstack/react-router';
import { DatabaseScreen, loadAdminDatabase } from '@wedding/admin';

export const Route = createFileRoute('/admin/database')({
  loader: ({ context }) =>
    context.isStaff ? loadAdminDatabase(context.queryClient, context.api) : undefined,
  component: DatabaseScreen,
});
