import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import {
  CurrentWeddingProvider,
  currentWeddingOf,
  DashboardShell,
  rememberedWeddingId,
  weddingsQuery,
} from '@wedding/dashboard';

/** The dashboard frame around the wedding's pages; a user without a wedding always lands in the onboarding. */
export const Route = createFileRoute('/dashboard/_shell')({
  beforeLoad: async ({ context }) => {
    const weddings = await context.queryClient.ensureQueryData(weddingsQuery(context.api));
    const wedding = currentWeddingOf(weddings, rememberedWeddingId());
    if (!wedding) throw redirect({ to: '/dashboard/onboarding' });
    return { weddingId: wedding.id };
  },
  component: function Shell() {
    const { weddingId } = Route.useRouteContext();
    return (
      <CurrentWeddingProvider weddingId={weddingId}>
        <DashboardShell>
          <Outlet />
        </DashboardShell>
      </CurrentWeddingProvider>
    );
  },
});
