export { clampGuestLimit } from './clamp-guest-limit';
export { clampGuestPage } from './clamp-guest-page';
export {
  GUEST_FUZZY_SEARCH_LIMIT,
  GUEST_FUZZY_SEARCH_OPTIONS,
  GUEST_SEARCH_SUGGESTIONS,
} from './guest-fuzzy-search-options';
export type { GuestListEntry, GuestListEntryPage } from './guest-list-entry';
export { expandGuestRows } from './guest-list-entry';
export type { GuestListItem } from './guest-list-item';
export type { GuestListMode } from './guest-list-mode';
export { guestListMode } from './guest-list-mode';
export type { GuestListQuery } from './guest-list-query';
export { DEFAULT_GUEST_LIST_QUERY } from './guest-list-query';
export { guestListQueryFromSearchParams } from './guest-list-query-from-search-params';
export { guestListQueryToApiParams } from './guest-list-query-to-api-params';
export { guestListQueryToSearchParams } from './guest-list-query-to-search-params';
export { guestSearchSuggestions } from './guest-search-suggestions';
export { matchesGuestFilters } from './matches-guest-filters';
export { matchesGuestSearch } from './matches-guest-search';
export type { GuestListPage } from './query-guest-list';
export { queryGuestList } from './query-guest-list';
