import { createFileRoute } from '@tanstack/react-router';
import { CoupleScreen, loadCouple } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/couple')({
  loader: ({ context }) => loadCouple(context.queryClient, context.api, context.weddingId),
  component: CoupleScreen,
});
