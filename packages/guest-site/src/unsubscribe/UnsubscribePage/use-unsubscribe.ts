import type { MessageKey } from '@wedding/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { linkTokenOfLocation, useLinkToken } from '../../frame/link-token/use-link-token';
import { createUnsubscribeClient, type UnsubscribeClient, UnsubscribeError } from '../unsubscribe-client';

/** What the link names, once the API has answered. */
export interface UnsubscribeTarget {
  couple: string;
  address: string;
}

/**
 * What the unsubscribe page shows: the check of the link, the address with the button (while sending, and with
 * the reason a send failed), the confirmation, an address unsubscribed before, a link that names nothing, or a
 * check that got no usable answer.
 */
export type UnsubscribeState =
  | { status: 'loading' }
  | ({ status: 'ready'; sending: boolean; error: MessageKey | null } & UnsubscribeTarget)
  | ({ status: 'done' } & UnsubscribeTarget)
  | ({ status: 'already' } & UnsubscribeTarget)
  | { status: 'invalid' }
  | { status: 'failed'; messageKey: MessageKey };

export const unsubscribeStatuses = [
  'loading',
  'ready',
  'done',
  'already',
  'invalid',
  'failed',
] as const satisfies readonly UnsubscribeState['status'][];

export interface UnsubscribeOptions {
  /** The calls; the site's own origin by default. */
  client?: UnsubscribeClient;
  /** The token of the link; by default the page's fragment (`#<token>`), which no server log sees. */
  readToken?: () => string | null;
}

const messageKeyOf = (error: unknown): MessageKey =>
  error instanceof UnsubscribeError ? error.messageKey : 'errorOccurred';
const isLinkInvalid = (error: unknown) => error instanceof UnsubscribeError && error.reason === 'linkInvalid';

/**
 * The unsubscribe page's state: asks the API what the link names, and unsubscribes when the guest confirms. A link without a token asks nothing and is
 * invalid; a failed send keeps the address and the button, with the reason.
 */
export function useUnsubscribe({ client: given, readToken = linkTokenOfLocation }: UnsubscribeOptions = {}) {
  const client = useMemo(() => given ?? createUnsubscribeClient(), [given]);
  const [state, setState] = useState<UnsubscribeState>({ status: 'loading' });
  const load = useCallback((token: string, signal: AbortSignal) => client.read(token, signal), [client]);
  const { token, retry } = useLinkToken(readToken, load, {
    missing: () => setState({ status: 'invalid' }),
    loading: () => setState({ status: 'loading' }),
    loaded: ({ couple, address, unsubscribed }) =>
      setState(
        unsubscribed
          ? { status: 'already', couple, address }
          : { status: 'ready', couple, address, sending: false, error: null },
      ),
    failed: (error) =>
      setState(
        isLinkInvalid(error) ? { status: 'invalid' } : { status: 'failed', messageKey: messageKeyOf(error) },
      ),
  });

  const stateRef = useRef(state);
  stateRef.current = state;

  const unsubscribe = useCallback(async () => {
    const current = stateRef.current;
    if (current.status !== 'ready' || current.sending || !token.current) return;
    const target = { couple: current.couple, address: current.address };
    setState({ status: 'ready', ...target, sending: true, error: null });
    try {
      await client.unsubscribe(token.current);
      setState({ status: 'done', ...target });
    } catch (error) {
      setState(
        isLinkInvalid(error)
          ? { status: 'invalid' }
          : { status: 'ready', ...target, sending: false, error: messageKeyOf(error) },
      );
    }
  }, [client, token]);

  return { state, unsubscribe, retry };
}
