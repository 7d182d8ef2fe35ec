import { createFileRoute } from '@tanstack/react-router';
import { CustomizeScreen, loadCustomize } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/customize')({
  loader: ({ context }) => loadCustomize(context.queryClient, context.api, context.weddingId),
  component: CustomizeScreen,
});
