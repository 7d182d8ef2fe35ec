import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { everyoneQuery, rsvpDeskQuery } from '../data/guest-queries';

/** What the RSVP desk loads first: the desk (deadline, counts, RSVPs) and the list its pickers offer. */
export async function loadRsvpDesk(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(rsvpDeskQuery(api, weddingId)),
    queryClient.prefetchQuery(everyoneQuery(api, weddingId)),
  ]);
}
