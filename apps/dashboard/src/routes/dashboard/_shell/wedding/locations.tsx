import { createFileRoute } from '@tanstack/react-router';
import { LocationsScreen, loadLocations } from '@wedding/dashboard';

export const Route = createFileRoute('/dashboard/_shell/wedding/locations')({
  loader: ({ context }) => loadLocations(context.queryClient, context.api, context.weddingId),
  component: LocationsScreen,
});
