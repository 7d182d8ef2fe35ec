import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import {
  CurrentWeddingProvider,
  currentWeddingOf,
  DashboardShell,
  loginPath,
  meQuery,
  rememberedWeddingId,
  weddingsQuery,
} from '@wedding/dashboard';

/**
 * The account pages (/account/settings) in the dashboard frame, for every signed-in user: with their current
 * wedding when they have one (the sidebar's site actions), without one otherwise.
 */
export const Route = createFileRoute('/account/_shell')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    if (!user) throw redirect({ href: loginPath(location.href) });
    const weddings = await context.queryClient.ensureQueryData(weddingsQuery(context.api));
    return { weddingId: currentWeddingOf(weddings, rememberedWeddingId())?.id ?? null };
  },
  component: function AccountShell() {
    const { weddingId } = Route.useRouteContext();
    const shell = (
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    );
    return weddingId ? <CurrentWeddingProvider weddingId={weddingId}>{shell}</CurrentWeddingProvider> : shell;
  },
});
