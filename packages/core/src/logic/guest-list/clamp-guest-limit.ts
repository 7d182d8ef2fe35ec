import { GUEST_LIST } from '../../constants';

/**
 * List (docs/requirements.md B5 and B9): limit is a whole number of at least 10 and at most the fetch-all limit 5000;
 * anything unusable becomes the default 50.
 */
export function clampGuestLimit(limit: number): number {
  if (!Number.isFinite(limit)) return GUEST_LIST.defaultLimit;
  return Math.min(GUEST_LIST.fetchAllLimit, Math.max(GUEST_LIST.minLimit, Math.trunc(limit)));
}
