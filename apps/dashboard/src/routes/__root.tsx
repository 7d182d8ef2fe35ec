import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { DashboardProviders, type Navigation, NotFoundScreen, RouteErrorScreen } from '@wedding/dashboard';
import { useMemo } from 'react';
import { loadAppLocale } from '../app-locale';
import type { RouterContext } from '../router-context';

/** The router as the screens see it: where we are and how to go elsewhere (any href of the app, query included). */
function useRouterNavigation(): Navigation {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  return useMemo(
    () => ({
      currentPath: href,
      navigate: (to, options) => {
        if (options?.replace) router.history.replace(to);
        else router.history.push(to);
      },
    }),
    [router, href],
  );
}

function Root() {
  const { api, queryClient, sessionExpiry, initialLocale, initialColorMode } = Route.useRouteContext();
  return (
    <DashboardProviders
      api={api}
      queryClient={queryClient}
      navigation={useRouterNavigation()}
      sessionExpiry={sessionExpiry}
      initialLocale={initialLocale}
      initialColorMode={initialColorMode}
      appTheme={import.meta.env.WEDDING_APP_THEME}
      loadLocale={loadAppLocale}
    >
      <Outlet />
    </DashboardProviders>
  );
}

/** Errors are shown inside the providers (language, theme), so the root's own failure screen needs them too. */
function RootError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  return (
    <RouteErrorScreen
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});
