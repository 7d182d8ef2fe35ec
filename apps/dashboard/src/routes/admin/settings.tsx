import { createFileRoute } from '@tanstack/react-router';
import { loadAdminSettings, SettingsScreen } from '@wedding/admin';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) =>
    context.isStaff ? loadAdminSettings(context.queryClient, context.api) : undefined,
  component: SettingsScreen,
});
