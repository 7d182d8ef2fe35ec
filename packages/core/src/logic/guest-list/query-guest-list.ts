import { clampGuestLimit } from './clamp-guest-limit';
import { clampGuestPage } from './clamp-guest-page';
import type { GuestListItem } from './guest-list-item';
import type { GuestListQuery } from './guest-list-query';
import { matchesGuestFilters } from './matches-guest-filters';
import { matchesGuestSearch } from './matches-guest-search';

export interface GuestListPage<Guest> {
  data: Guest[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/**
 * Filters and pages guests in memory with the server's semantics: client mode of the UI and the reference
 * for API tests. Order is kept as given (the caller passes guests in the server's sort order). A page past
 * the end is empty; totalPages is at least 1.
 */
export function queryGuestList<Guest extends GuestListItem>(
  guests: readonly Guest[],
  query: GuestListQuery,
): GuestListPage<Guest> {
  const page = clampGuestPage(query.page);
  const limit = clampGuestLimit(query.limit);
  const matching = guests.filter(
    (guest) => matchesGuestFilters(guest, query) && matchesGuestSearch(guest, query.search),
  );
  const start = (page - 1) * limit;
  return {
    data: matching.slice(start, start + limit),
    pagination: {
      page,
      limit,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / limit)),
    },
  };
}
