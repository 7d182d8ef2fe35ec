import { RECORD_ID_PATTERN, THANK_YOU_STATUSES } from '@wedding/core';
import { z } from 'zod';

/**
 * The gifts page's address: `view=toThank` is the "still to thank" view, `status`, `event` and `search` filter the
 * list. A value that cannot be read is dropped rather than refused, so an old or edited link still opens the page.
 */
export const giftsSearchSchema = z.object({
  view: z.enum(['toThank']).optional().catch(undefined),
  status: z.enum(THANK_YOU_STATUSES).optional().catch(undefined),
  event: z.string().regex(RECORD_ID_PATTERN).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});
export type GiftsSearch = z.infer<typeof giftsSearchSchema>;

export const GIFTS_PATH = '/dashboard/wedding/gifts';

/** The list's (and the exports') query for the page's address. */
export function giftListQueryOf(search: GiftsSearch) {
  return {
    ...(search.view === 'toThank' ? { stillToThank: 'true' as const } : {}),
    ...(search.status ? { thankYouStatus: search.status } : {}),
    ...(search.event ? { eventId: search.event } : {}),
    ...(search.search?.trim() ? { search: search.search.trim() } : {}),
  };
}
