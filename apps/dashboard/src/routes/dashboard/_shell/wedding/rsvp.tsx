import { createFileRoute } from '@tanstack/react-router';
import { loadRsvpDesk, RsvpDeskScreen } from '@wedding/guests';

export const Route = createFileRoute('/dashboard/_shell/wedding/rsvp')({
  loader: ({ context }) => loadRsvpDesk(context.queryClient, context.api, context.weddingId),
  component: RsvpDeskScreen,
});
