import { GUEST_LIST } from '../../constants';
import {
  APPROVAL_STATUSES,
  GUEST_CATEGORY_FILTERS,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  RSVP_FILTER_VALUES,
} from '../../schemas/enums';
import { clampGuestLimit } from './clamp-guest-limit';
import { clampGuestPage } from './clamp-guest-page';
import type { GuestListQuery } from './guest-list-query';

function oneOf<Value extends string>(allowed: readonly Value[], raw: string | null): Value | undefined {
  return allowed.find((value) => value === raw);
}

function whole(raw: string | null): number {
  return raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
}

/**
 * List state (docs/requirements.md B2 and B5) from a query string: unknown enum values are dropped, page min 1, limit
 * 10-5000, defaults page 1 and limit 50. The approval status is read from `status` (URL) or `approvalStatus` (API).
 */
export function guestListQueryFromSearchParams(params: URLSearchParams): GuestListQuery {
  const query: GuestListQuery = {
    search: (params.get('search') ?? '').trim(),
    page: params.has('page') ? clampGuestPage(whole(params.get('page'))) : GUEST_LIST.defaultPage,
    limit: params.has('limit') ? clampGuestLimit(whole(params.get('limit'))) : GUEST_LIST.defaultLimit,
  };
  const priority = oneOf(GUEST_PRIORITIES, params.get('priority'));
  const status = oneOf(APPROVAL_STATUSES, params.get('status') ?? params.get('approvalStatus'));
  const category = oneOf(GUEST_CATEGORY_FILTERS, params.get('category'));
  const side = oneOf(GUEST_SIDES, params.get('side'));
  const rsvpStatus = oneOf(RSVP_FILTER_VALUES, params.get('rsvpStatus'));
  if (priority) query.priority = priority;
  if (status) query.status = status;
  if (category) query.category = category;
  if (side) query.side = side;
  if (rsvpStatus) query.rsvpStatus = rsvpStatus;
  return query;
}
