import { createFileRoute } from '@tanstack/react-router';
import { loadOutreach, OutreachScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/outreach')({
  loader: ({ context }) => loadOutreach(context.queryClient, context.api, context.weddingId),
  component: OutreachScreen,
});
