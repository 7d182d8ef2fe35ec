import { createFileRoute } from '@tanstack/react-router';
import { loadUpgrade, UpgradeScreen } from '@wedding/dashboard';

/** docs/requirements.md A2: the upgrade prompt's target. */
export const Route = createFileRoute('/dashboard/_shell/upgrade')({
  loader: ({ context }) => loadUpgrade(context.queryClient, context.api),
  component: UpgradeScreen,
});
