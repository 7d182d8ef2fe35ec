import {
  clampGuestLimit,
  clampGuestPage,
  GUEST_FUZZY_SEARCH_LIMIT,
  GUEST_FUZZY_SEARCH_OPTIONS,
  type GuestListEntry,
  type GuestListEntryPage,
  type GuestListQuery,
  matchesGuestFilters,
} from '@wedding/core';
import Fuse from 'fuse.js';

/** A client-mode list ready to answer queries: the fuzzy index is built once per list, not per keystroke. */
export interface LocalGuestIndex {
  entries: readonly GuestListEntry[];
  fuse: Fuse<GuestListEntry>;
}

export function localGuestIndex(entries: readonly GuestListEntry[]): LocalGuestIndex {
  return {
    entries,
    fuse: new Fuse(entries, { ...GUEST_FUZZY_SEARCH_OPTIONS, keys: [...GUEST_FUZZY_SEARCH_OPTIONS.keys] }),
  };
}

/**
 * Spec B 4/5 client mode: filters as the server applies them, then the fuzzy search (fuse.js: threshold 0.3, at most
 * 1000 results, minimum match 2, weights name 0.7, phone 0.2, category, side and notes 0.1) ordered by relevance,
 * then the page. Without a search the list keeps the server's order (parties together).
 */
export function queryLocalGuests(index: LocalGuestIndex, query: GuestListQuery): GuestListEntryPage {
  const page = clampGuestPage(query.page);
  const limit = clampGuestLimit(query.limit);
  const term = query.search.trim();
  // Below the minimum match length fuse.js finds nothing (spec B 5: minimum match 2); it is not asked.
  const searched =
    term === ''
      ? index.entries
      : term.length < GUEST_FUZZY_SEARCH_OPTIONS.minMatchCharLength
        ? []
        : index.fuse.search(term, { limit: GUEST_FUZZY_SEARCH_LIMIT }).map((hit) => hit.item);
  const matching = searched.filter((entry) => matchesGuestFilters(entry, query));
  const start = (page - 1) * limit;
  return {
    data: matching.slice(start, start + limit),
    total: matching.length,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(matching.length / limit)),
  };
}
