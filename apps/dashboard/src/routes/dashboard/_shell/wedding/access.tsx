import { createFileRoute } from '@tanstack/react-router';
import { AccessScreen, loadAccess } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/access')({
  loader: ({ context }) => loadAccess(context.queryClient, context.api, context.weddingId),
  component: AccessScreen,
});
