import { GUEST_SEARCH_SUGGESTIONS } from './guest-fuzzy-search-options';

/**
 * Search suggestions (docs/requirements.md B5): none below 2 typed characters; otherwise distinct candidates containing
 * the term (case-insensitive), those starting with it first, at most 8.
 */
export function guestSearchSuggestions(candidates: readonly string[], term: string): string[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < GUEST_SEARCH_SUGGESTIONS.minQueryLength) return [];
  const unique = [
    ...new Set(candidates.map((candidate) => candidate.trim()).filter((candidate) => candidate !== '')),
  ];
  const matching = unique.filter((candidate) => candidate.toLowerCase().includes(needle));
  const startsWith = matching.filter((candidate) => candidate.toLowerCase().startsWith(needle));
  const contains = matching.filter((candidate) => !candidate.toLowerCase().startsWith(needle));
  return [...startsWith, ...contains].slice(0, GUEST_SEARCH_SUGGESTIONS.maxSuggestions);
}
