import { GUEST_LIST } from '../../constants';

/**
 * List (docs/requirements.md B5): page is a whole number of at least 1; anything unusable becomes the default page 1.
 */
export function clampGuestPage(page: number): number {
  if (!Number.isFinite(page)) return GUEST_LIST.defaultPage;
  return Math.max(GUEST_LIST.minPage, Math.trunc(page));
}
