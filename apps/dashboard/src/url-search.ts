/**
 * A screen's URL state as the screen packages take it: the route's validated search and a patch that keeps the
 * rest (typing a search term leaves the filters; each change is a history entry, so back restores the view).
 */
export function useUrlSearch<Search extends object>(route: {
  useSearch: () => Search;
  useNavigate: () => unknown;
}) {
  // The route's navigate is typed for every destination; here it only ever patches the route's own search.
  const navigate = route.useNavigate() as (options: {
    search: (previous: Search) => Search;
  }) => Promise<void>;
  return {
    search: route.useSearch(),
    onSearchChange: (patch: Partial<Search>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
  };
}
