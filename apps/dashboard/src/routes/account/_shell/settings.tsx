import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen, loadAccountSettings } from '@wedding/dashboard';

export const Route = createFileRoute('/account/_shell/settings')({
  loader: ({ context }) => loadAccountSettings(context.queryClient, context.api),
  component: AccountSettingsScreen,
});
