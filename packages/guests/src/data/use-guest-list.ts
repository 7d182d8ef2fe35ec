import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  GUEST_LIST,
  type GuestHeadCountTotals,
  type GuestListEntry,
  type GuestListEntryPage,
  type GuestListMode,
  type GuestListQuery,
  guestHeadCounts,
} from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { useMemo } from 'react';
import { everyoneQuery, guestPageQuery, rsvpDeskQuery } from './guest-queries';
import { localGuestIndex, queryLocalGuests } from './local-guest-list';

export type GuestListStatus = 'loading' | 'error' | 'ready';

export interface GuestList {
  status: GuestListStatus;
  mode: GuestListMode | null;
  page: GuestListEntryPage | null;
  /** Every guest when the list is held in the browser (client mode); null in server mode. */
  everyone: readonly GuestListEntry[] | null;
  counts: GuestHeadCountTotals | null;
  /** A new page is on its way (server mode); the previous one stays shown meanwhile. */
  fetching: boolean;
  retry: () => void;
}

/**
 * docs/requirements.md B4: the list is loaded once (limit 5000); with up to 1,999 guests it stays in the browser and
 * every filter, search and page is answered locally (fuse.js), from 2,000 on each change asks the server. An empty list
 * counts as client mode here: there is nothing to page through, and the first guest added keeps it local.
 */
export function useGuestList(weddingId: string, query: GuestListQuery): GuestList {
  const api = useApi();
  const everyone = useQuery(everyoneQuery(api, weddingId));
  const total = everyone.data?.total;
  const mode: GuestListMode | null =
    total === undefined ? null : total <= GUEST_LIST.clientModeMaxGuests ? 'client' : 'server';
  const serverPage = useQuery({
    ...guestPageQuery(api, weddingId, query),
    enabled: mode === 'server',
    placeholderData: keepPreviousData,
  });
  const desk = useQuery({ ...rsvpDeskQuery(api, weddingId), enabled: mode === 'server' });
  const index = useMemo(
    () => (mode === 'client' && everyone.data ? localGuestIndex(everyone.data.data) : null),
    [mode, everyone.data],
  );
  const localPage = useMemo(() => (index ? queryLocalGuests(index, query) : null), [index, query]);
  const localCounts = useMemo(() => (index ? guestHeadCounts(index.entries) : null), [index]);

  const failed = everyone.isError || (mode === 'server' && serverPage.isError && !serverPage.data);
  const page = mode === 'client' ? localPage : mode === 'server' ? (serverPage.data ?? null) : null;
  return {
    status: failed ? 'error' : page ? 'ready' : 'loading',
    mode,
    page,
    everyone: index ? index.entries : null,
    counts: localCounts ?? desk.data?.counts ?? null,
    fetching: mode === 'server' && serverPage.isFetching,
    retry: () => {
      void everyone.refetch();
      if (mode === 'server') void serverPage.refetch();
    },
  };
}
