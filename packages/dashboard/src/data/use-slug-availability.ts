import { useQuery } from '@tanstack/react-query';
import {
  isSlugCheckable,
  normalizeSlug,
  SLUG_CHECK_DEBOUNCE_MS,
  type SlugAvailability,
  slugAvailabilityFromCheck,
} from '@wedding/core';
import { useApi } from '../app/api-context';
import { useDebouncedValue } from '../components/use-debounced-value';
import { queryKeys } from './query-keys';

export type SlugCheckState = SlugAvailability | 'unchanged';

/**
 * docs/requirements.md B4 and B5: whether a typed address can be had, asked 500 ms after typing stops. Under 3
 * characters counts as taken without asking; a failed check counts as taken (docs/requirements.md B7); the wedding's
 * own address is 'unchanged'.
 */
export function useSlugAvailability(typed: string, currentSlug?: string): SlugCheckState {
  const api = useApi();
  const slug = normalizeSlug(typed);
  const settled = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const unchanged = currentSlug !== undefined && slug === currentSlug;
  const ask = settled === slug && isSlugCheckable(slug) && !unchanged;
  const check = useQuery({
    queryKey: queryKeys.slugCheck(settled),
    queryFn: ({ signal }) => api.weddings.checkSlug(settled, signal),
    enabled: ask,
    staleTime: 10_000,
    retry: false,
  });
  if (unchanged) return 'unchanged';
  if (slug === '') return 'unchecked';
  if (!isSlugCheckable(slug)) return slugAvailabilityFromCheck(slug, undefined);
  if (settled !== slug || check.isFetching) return 'checking';
  if (check.isError) return slugAvailabilityFromCheck(slug, undefined);
  return check.data ? slugAvailabilityFromCheck(slug, check.data.available) : 'checking';
}
