import '@wedding/tokens/css/tokens.css';
import '@wedding/tokens/css/fonts.css';
import '@wedding/tokens/css/fonts-devanagari.css';
import '@wedding/ui/styles.css';
import '@wedding/dashboard/styles.css';
import '@wedding/guests/styles.css';
import '@wedding/admin/styles.css';
// The theme studio and the guest site's pages (the design screens' previews).
import '@wedding/theme-studio/styles.css';
import '@wedding/guest-site/styles.css';
import './app.css';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createApiClient } from '@wedding/api-client';
import {
  createDashboardQueryClient,
  createSessionExpiry,
  initialColorMode,
  initialLocale,
  mayPreloadPage,
  NotFoundScreen,
  PageLoading,
  queryKeys,
  trackPagePreload,
} from '@wedding/dashboard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppLocale } from './app-locale';
import { preloadLinksOnIntent } from './preload-on-intent';
import { routeTree } from './routeTree.gen';

const sessionExpiry = createSessionExpiry();
const queryClient = createDashboardQueryClient();
const api = createApiClient({
  // A 401 while the app believed the user signed in means the session ended: the shell says so.
  onAuthenticationRequired: () => {
    if (queryClient.getQueryData(queryKeys.me)) sessionExpiry.markExpired();
  },
});

const locale = initialLocale(document.cookie, navigator.languages);
const context = {
  api,
  queryClient,
  sessionExpiry,
  initialLocale: locale,
  initialColorMode: initialColorMode(document.cookie),
};

const router = createRouter({
  routeTree,
  context,
  defaultPreload: 'intent',
  // Loaders only fill TanStack Query's cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoading,
  defaultNotFoundComponent: NotFoundScreen,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// With `href` the router reads path, query and hash from it (`to` only satisfies the types).
// A logout waits for the preloads still running (trackPagePreload), so none asks the API after the session ended.
preloadLinksOnIntent((href) =>
  mayPreloadPage(queryClient, href)
    ? trackPagePreload(queryClient, router.preloadRoute({ to: '.', href }))
    : Promise.resolve(),
);

async function start(): Promise<void> {
  // The first render already speaks the visitor's language: its strings are loaded before it.
  await loadAppLocale(locale);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
