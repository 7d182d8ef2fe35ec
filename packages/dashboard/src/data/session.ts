import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginRequest, RegisterRequest } from '@wedding/core';
import { useApi } from '../app/api-context';
import { usePreferences } from '../app/preferences-context';
import { useSessionExpiry } from '../app/session-expiry-context';
import { meQuery } from './queries';
import { queryKeys } from './query-keys';

/** The signed-in user (null for a visitor) while known; `isPending` until the first answer. */
export function useSession() {
  const api = useApi();
  const query = useQuery(meQuery(api));
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

/** What every way of signing in does afterwards: a fresh cache for the new user, no "session expired" left. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const sessionExpiry = useSessionExpiry();
  return (user: AuthUser) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    queryClient.setQueryData(queryKeys.me, user);
    sessionExpiry.reset();
  };
}

export function useLogin() {
  const api = useApi();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.auth.login(credentials),
    onSuccess: ({ user }) => startSession(user),
  });
}

/** Registers and signs in; the language and colour mode chosen before become the account's. */
export function useRegister() {
  const api = useApi();
  const startSession = useStartSession();
  const { locale, colorMode } = usePreferences();
  return useMutation({
    mutationFn: async (input: RegisterRequest) => {
      const { user } = await api.auth.register(input);
      try {
        return (await api.auth.updateProfile({ locale, themePreference: colorMode })).user;
      } catch {
        // The account exists and is signed in; the preferences are saved again at the next change.
        return user;
      }
    },
    onSuccess: (user) => startSession(user),
  });
}

export const LOGOUT_MUTATION_KEY = ['logout'] as const;

/** Ends the session; the cache is emptied so nothing of the account stays in memory. */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  const sessionExpiry = useSessionExpiry();
  return useMutation(logoutMutation(queryClient, () => api.auth.logout(), sessionExpiry.reset));
}

/** The logout's steps around the API call `endSession`, apart from React so that their order can be tested. */
export function logoutMutation(
  queryClient: QueryClient,
  endSession: () => Promise<unknown>,
  resetExpiry: () => void,
) {
  return {
    mutationKey: LOGOUT_MUTATION_KEY,
    // A page preloaded a moment before (a link focused on the way to the logout button) may still be loading: its
    // route's code first, then its data. It finishes with the session that still holds (a loader that asked only
    // after the logout would be answered 401), and any other request still on its way is stopped.
    onMutate: async () => {
      await pagePreloadsSettled(queryClient);
      await queryClient.cancelQueries();
    },
    mutationFn: endSession,
    onSuccess: () => {
      // Signed out first (the frames of signed-in pages stop rendering), then the account's data is forgotten:
      // emptied the other way round, a page still shown would ask the API again with the ended session (401).
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.me, null);
      resetExpiry();
    },
  };
}

/**
 * Whether a page may be loaded ahead of a click (a link under the pointer): not while signing out, nor a dashboard
 * page once signed out. The sidebar still shows while the logout is on its way and its links move under a resting
 * pointer; their pages' data would be asked for with a session the server has already ended (401).
 */
export function mayPreloadPage(queryClient: QueryClient, href: string): boolean {
  if (queryClient.isMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0) return false;
  return !(queryClient.getQueryData(queryKeys.me) === null && href.startsWith('/dashboard'));
}

/** Page preloads still running, per query client (the app has one): the logout waits for them. */
const runningPreloads = new WeakMap<QueryClient, Set<Promise<unknown>>>();
/** How long a logout waits for preloads at most; a preload still running then is stopped like any request. */
const PRELOAD_WAIT_MS = 5_000;

/** Remembers a page preload until it settles, so a logout starting meanwhile waits for it (pagePreloadsSettled). */
export function trackPagePreload<T>(queryClient: QueryClient, preload: Promise<T>): Promise<T> {
  const running = runningPreloads.get(queryClient) ?? new Set<Promise<unknown>>();
  runningPreloads.set(queryClient, running);
  running.add(preload);
  const forget = () => running.delete(preload);
  preload.then(forget, forget);
  return preload;
}

/** Resolves when every page preload running now has settled, or after PRELOAD_WAIT_MS. */
export async function pagePreloadsSettled(queryClient: QueryClient): Promise<void> {
  const running = [...(runningPreloads.get(queryClient) ?? [])];
  if (running.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(running),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PRELOAD_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
