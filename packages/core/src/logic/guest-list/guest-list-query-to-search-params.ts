import { GUEST_LIST } from '../../constants';
import type { GuestListQuery } from './guest-list-query';

/**
 * docs/requirements.md B2: the list state as URL query. Empty search, unset filters and the default page and limit
 * are left out so a fresh list has a clean URL.
 */
export function guestListQueryToSearchParams(query: GuestListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search !== '') params.set('search', search);
  if (query.priority) params.set('priority', query.priority);
  if (query.status) params.set('status', query.status);
  if (query.category) params.set('category', query.category);
  if (query.side) params.set('side', query.side);
  if (query.rsvpStatus) params.set('rsvpStatus', query.rsvpStatus);
  if (query.page !== GUEST_LIST.defaultPage) params.set('page', String(query.page));
  if (query.limit !== GUEST_LIST.defaultLimit) params.set('limit', String(query.limit));
  return params;
}
