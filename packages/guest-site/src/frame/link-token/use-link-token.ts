import { rsvpManageTokenOf } from '@wedding/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The token of a private link, from the page's fragment (`#<token>`), which no server log sees. */
export const linkTokenOfLocation = () => rsvpManageTokenOf(window.location.hash);

/** What a page does at each step of reading what its link names. */
export interface LinkTokenSteps<T> {
  /** The address carries no token: nothing is asked. */
  missing: () => void;
  loading: () => void;
  loaded: (value: T) => void;
  failed: (error: unknown) => void;
}

/**
 * The doors opened by a private link (the RSVP page, the unsubscribe page): after hydration (the server renders
 * 'loading') the token is read from the fragment and what it names is loaded; again on `retry`, and when another
 * link is pasted into the same tab, which changes only the fragment. A load overtaken by another is dropped.
 */
export function useLinkToken<T>(
  readToken: () => string | null,
  load: (token: string, signal: AbortSignal) => Promise<T>,
  steps: LinkTokenSteps<T>,
) {
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);
  // The steps are state setters bound afresh each render: the latest are used without reloading for them.
  const latestSteps = useRef(steps);
  latestSteps.current = steps;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only asks for another try
  useEffect(() => {
    let controller: AbortController | undefined;
    const read = () => {
      controller?.abort();
      token.current = readToken();
      if (!token.current) {
        latestSteps.current.missing();
        return;
      }
      const current = new AbortController();
      controller = current;
      latestSteps.current.loading();
      load(token.current, current.signal).then(
        (value) => current.signal.aborted || latestSteps.current.loaded(value),
        (error: unknown) => current.signal.aborted || latestSteps.current.failed(error),
      );
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      controller?.abort();
      window.removeEventListener('hashchange', read);
    };
  }, [load, readToken, attempt]);

  return { token, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
