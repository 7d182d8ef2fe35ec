import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { coupleUser } from '../fixtures/dashboard-fixtures';
import { queryKeys } from './query-keys';
import { LOGOUT_MUTATION_KEY, logoutMutation, mayPreloadPage, trackPagePreload } from './session';

describe('mayPreloadPage: links are preloaded only with a session that still holds', () => {
  it('preloads every page while signed in, and public pages for a visitor', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.me, coupleUser);
    expect(mayPreloadPage(queryClient, '/dashboard/wedding/access')).toBe(true);
    queryClient.setQueryData(queryKeys.me, null);
    expect(mayPreloadPage(queryClient, '/login')).toBe(true);
    expect(mayPreloadPage(queryClient, '/dashboard/wedding/access')).toBe(false);
  });

  it('preloads nothing while the logout is on its way', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.me, coupleUser);
    let finish = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const logout = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: LOGOUT_MUTATION_KEY,
        mutationFn: () => answered,
      })
      .execute(undefined);
    expect(mayPreloadPage(queryClient, '/dashboard/wedding/access')).toBe(false);
    expect(mayPreloadPage(queryClient, '/login')).toBe(false);
    finish();
    await logout;
    expect(mayPreloadPage(queryClient, '/login')).toBe(true);
  });
});

/** Runs the logout's steps as useLogout does, with `endSession` in place of the API call. */
function runLogout(queryClient: QueryClient, endSession: () => Promise<unknown>, resetExpiry = () => {}) {
  return queryClient
    .getMutationCache()
    .build(queryClient, logoutMutation(queryClient, endSession, resetExpiry))
    .execute(undefined);
}

describe('logoutMutation', () => {
  it('stops the requests still on their way before the session ends, then forgets the account', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.me, coupleUser);
    let aborted = false;
    // A preloaded page's data, still being fetched when the logout starts.
    const preload = queryClient
      .prefetchQuery({
        queryKey: ['accommodations', 'w1'],
        queryFn: ({ signal }) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(signal.reason);
            }),
          ),
      })
      .catch(() => undefined);
    let abortedWhenSessionEnded: boolean | undefined;
    let expiryReset = false;
    await runLogout(
      queryClient,
      async () => {
        abortedWhenSessionEnded = aborted;
      },
      () => {
        expiryReset = true;
      },
    );
    await preload;
    expect(abortedWhenSessionEnded).toBe(true);
    expect(queryClient.getQueryData(queryKeys.me)).toBeNull();
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.queryKey),
    ).toEqual([queryKeys.me]);
    expect(expiryReset).toBe(true);
  });

  it('lets a page preload that is still loading finish before the session ends', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.me, coupleUser);
    const asked: string[] = [];
    // A preload whose route code arrives first and whose loader asks the API only afterwards.
    let codeArrived = () => {};
    const code = new Promise<void>((resolve) => {
      codeArrived = resolve;
    });
    const preload = trackPagePreload(
      queryClient,
      code.then(() => {
        asked.push('page data');
      }),
    );
    const logout = runLogout(queryClient, async () => {
      asked.push('logout');
    });
    // Long enough for a logout that does not wait to have ended the session.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    codeArrived();
    await Promise.all([preload, logout]);
    expect(asked).toEqual(['page data', 'logout']);
  });
});
