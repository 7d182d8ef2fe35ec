import { z } from 'zod';
import { GUEST_LIST } from '../constants';
import { clampGuestLimit } from '../logic/guest-list/clamp-guest-limit';
import { clampGuestPage } from '../logic/guest-list/clamp-guest-page';
import {
  APPROVAL_STATUSES,
  GUEST_CATEGORY_FILTERS,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  RSVP_FILTER_VALUES,
} from './enums';

/** The router hands `?search=12` over as the number 12 (it JSON-parses values); a search is always text. */
const searchText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().max(200),
);

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).optional().catch(undefined);

/**
 * Guest-list state (docs/requirements.md B2) in the URL of /dashboard/wedding/guests (search, priority, status,
 * category, side, rsvpStatus, page, limit), read by the route's `validateSearch`: anything unusable falls back instead
 * of failing the page (unknown filter values are dropped, page below 1 becomes 1, limit is clamped to 10-5000, default
 * 50). The output is core's GuestListQuery.
 */
export const guestListSearchSchema = z.object({
  search: searchText.default('').catch(''),
  priority: optionalChoice(GUEST_PRIORITIES),
  status: optionalChoice(APPROVAL_STATUSES),
  category: optionalChoice(GUEST_CATEGORY_FILTERS),
  side: optionalChoice(GUEST_SIDES),
  rsvpStatus: optionalChoice(RSVP_FILTER_VALUES),
  page: z.number().transform(clampGuestPage).default(GUEST_LIST.defaultPage).catch(GUEST_LIST.defaultPage),
  limit: z
    .number()
    .transform(clampGuestLimit)
    .default(GUEST_LIST.defaultLimit)
    .catch(GUEST_LIST.defaultLimit),
});
export type GuestListSearch = z.output<typeof guestListSearchSchema>;
