import type { Locale } from '@wedding/core';
import { createOwnRsvpClient, type OwnRsvp, type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ownRsvpText } from '../own-rsvp-text';

export interface OwnRsvpsOptions {
  slug: string;
  locale: Locale;
  /** Changing it reads the list again (the wizard just stored an answer). */
  refreshKey?: unknown;
  /** The calls; the site's own origin by default. */
  client?: OwnRsvpClient;
}

export interface OwnRsvpsState {
  rsvps: OwnRsvp[];
  /** Deletes one of them; a 404 (already gone) counts as done. Rejects with an OwnRsvpError otherwise. */
  remove: (rsvp: OwnRsvp) => Promise<void>;
  announcement: string;
  /** Focused after a deletion, since the pressed button is gone with its answer. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The answers this device sent to the wedding (GET …/rsvps/mine), read in the browser after hydration: the
 * server renders none, so nothing differs between the two. A failed read (a member's preview without a grant,
 * a network error) simply shows no list: the wizard below still works.
 */
export function useOwnRsvps({ slug, locale, refreshKey, client: given }: OwnRsvpsOptions): OwnRsvpsState {
  const client = useMemo(() => given ?? createOwnRsvpClient(), [given]);
  const [rsvps, setRsvps] = useState<OwnRsvp[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only asks for a fresh read
  useEffect(() => {
    const controller = new AbortController();
    client.mine(slug, controller.signal).then(
      (mine) => setRsvps(mine),
      () => undefined,
    );
    return () => controller.abort();
  }, [client, slug, refreshKey]);

  const remove = useCallback(
    async (rsvp: OwnRsvp) => {
      try {
        await client.deleteMine(slug, rsvp.id);
      } catch (error) {
        if (!(error instanceof OwnRsvpError && error.reason === 'notFound')) throw error;
      }
      setRsvps((current) => current.filter((entry) => entry.id !== rsvp.id));
      setAnnouncement(ownRsvpText('mine.deleted', locale, { name: rsvp.name }));
      // After the dialog has closed and handed focus back to a button that no longer exists.
      setTimeout(() => headingRef.current?.focus(), 0);
    },
    [client, slug, locale],
  );

  return { rsvps, remove, announcement, headingRef };
}
