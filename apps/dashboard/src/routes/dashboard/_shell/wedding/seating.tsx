import { createFileRoute } from '@tanstack/react-router';
import { loadSeating, SeatingScreen } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/seating')({
  loader: ({ context }) => loadSeating(context.queryClient, context.api, context.weddingId),
  component: SeatingScreen,
});
