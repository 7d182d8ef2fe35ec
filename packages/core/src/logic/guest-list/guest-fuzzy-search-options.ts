/**
 * Fuzzy search (docs/requirements.md B5), in the shape fuse.js accepts (`new Fuse(guests,
 * GUEST_FUZZY_SEARCH_OPTIONS)`), without depending on fuse.js. The result cap is a search-time option:
 * `fuse.search(term, { limit })`.
 */
export const GUEST_FUZZY_SEARCH_OPTIONS = {
  threshold: 0.3,
  minMatchCharLength: 2,
  ignoreLocation: true,
  includeScore: true,
  keys: [
    { name: 'name', weight: 0.7 },
    { name: 'phone', weight: 0.2 },
    { name: 'category', weight: 0.1 },
    { name: 'side', weight: 0.1 },
    { name: 'notes', weight: 0.1 },
  ],
} as const;

/** docs/requirements.md B5: at most 1000 fuzzy results. */
export const GUEST_FUZZY_SEARCH_LIMIT = 1_000;

/** docs/requirements.md B5: search suggestions start at 2 typed characters and show at most 8. */
export const GUEST_SEARCH_SUGGESTIONS = { minQueryLength: 2, maxSuggestions: 8 } as const;
