import { type MessageKey, rsvpManageTokenOf } from '@wedding/core';
import { createOwnRsvpClient, type OwnRsvp, type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** What the private RSVP page shows: loading, the answer, or why not (and, after deleting, that it is gone). */
export type RsvpManageState =
  | { status: 'loading' }
  | { status: 'missingToken' }
  | { status: 'loaded'; rsvp: OwnRsvp; slug: string }
  | { status: 'notFound' }
  | { status: 'failed'; messageKey: MessageKey }
  | { status: 'deleted' };

export const rsvpManageStatuses = [
  'loading',
  'missingToken',
  'loaded',
  'notFound',
  'failed',
  'deleted',
] as const satisfies readonly RsvpManageState['status'][];

export interface RsvpManageOptions {
  /** The calls; the site's own origin by default. */
  client?: OwnRsvpClient;
  /** The token of the private link; by default the page's fragment (`#<token>`), which no server ever sees. */
  readToken?: () => string | null;
  /** Takes the token out of the address bar once the answer is gone; by default `history.replaceState`. */
  forgetToken?: () => void;
}

const tokenOfLocation = () => rsvpManageTokenOf(window.location.hash);
const dropFragment = () =>
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);

function failureState(error: unknown): RsvpManageState {
  if (error instanceof OwnRsvpError) {
    return error.reason === 'notFound'
      ? { status: 'notFound' }
      : { status: 'failed', messageKey: error.messageKey };
  }
  return { status: 'failed', messageKey: 'errorOccurred' };
}

/**
 * The private RSVP page's state: reads the token from the fragment after hydration (the server renders
 * 'loading'), loads the answer (GET /api/public/rsvps/{token}) and deletes it. A 404 at either step is
 * 'notFound': deleted already, or a link that was cut short.
 */
export function useRsvpManage({
  client: given,
  readToken = tokenOfLocation,
  forgetToken = dropFragment,
}: RsvpManageOptions = {}) {
  const client = useMemo(() => given ?? createOwnRsvpClient(), [given]);
  const [state, setState] = useState<RsvpManageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt only asks for another try
  useEffect(() => {
    let controller: AbortController | undefined;
    const load = () => {
      controller?.abort();
      token.current = readToken();
      if (!token.current) {
        setState({ status: 'missingToken' });
        return;
      }
      const current = new AbortController();
      controller = current;
      setState({ status: 'loading' });
      client.byToken(token.current, current.signal).then(
        ({ rsvp, wedding }) => setState({ status: 'loaded', rsvp, slug: wedding.slug }),
        (error: unknown) => current.signal.aborted || setState(failureState(error)),
      );
    };
    load();
    // A second private link pasted into the same tab changes only the fragment.
    window.addEventListener('hashchange', load);
    return () => {
      controller?.abort();
      window.removeEventListener('hashchange', load);
    };
  }, [client, readToken, attempt]);

  const remove = useCallback(async () => {
    if (!token.current) return;
    try {
      await client.deleteByToken(token.current);
    } catch (error) {
      if (!(error instanceof OwnRsvpError && error.reason === 'notFound')) throw error;
      setState({ status: 'notFound' });
      return;
    }
    token.current = null;
    setState({ status: 'deleted' });
    // The link has done its work: it leaves the address bar and this history entry.
    forgetToken();
  }, [client, forgetToken]);

  return { state, remove, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
