import type { GuestListQuery } from './guest-list-query';

/**
 * Server-filtered page (docs/requirements.md B7): GET
 * /api/weddings/{id}/guests?category&side&priority&approvalStatus&rsvpStatus&search&page&limit. Unlike the URL state,
 * page and limit are always sent and the approval status is named approvalStatus.
 */
export function guestListQueryToApiParams(query: GuestListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.side) params.set('side', query.side);
  if (query.priority) params.set('priority', query.priority);
  if (query.status) params.set('approvalStatus', query.status);
  if (query.rsvpStatus) params.set('rsvpStatus', query.rsvpStatus);
  const search = query.search.trim();
  if (search !== '') params.set('search', search);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return params;
}
