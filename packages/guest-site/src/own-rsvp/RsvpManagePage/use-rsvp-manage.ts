import type { MessageKey } from '@wedding/core';
import { createOwnRsvpClient, type OwnRsvp, type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { useCallback, useMemo, useState } from 'react';
import { linkTokenOfLocation, useLinkToken } from '../../frame/link-token/use-link-token';

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
 * The private RSVP page's state: loads the answer the link names (GET /api/public/rsvps/{token}) and deletes it. A 404 at either step is
 * 'notFound': deleted already, or a link that was cut short.
 */
export function useRsvpManage({
  client: given,
  readToken = linkTokenOfLocation,
  forgetToken = dropFragment,
}: RsvpManageOptions = {}) {
  const client = useMemo(() => given ?? createOwnRsvpClient(), [given]);
  const [state, setState] = useState<RsvpManageState>({ status: 'loading' });
  const load = useCallback((token: string, signal: AbortSignal) => client.byToken(token, signal), [client]);
  const { token, retry } = useLinkToken(readToken, load, {
    missing: () => setState({ status: 'missingToken' }),
    loading: () => setState({ status: 'loading' }),
    loaded: ({ rsvp, wedding }) => setState({ status: 'loaded', rsvp, slug: wedding.slug }),
    failed: (error) => setState(failureState(error)),
  });

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
  }, [client, forgetToken, token]);

  return { state, remove, retry };
}
