import { GUEST_LIST } from '../../constants';
import type {
  ApprovalStatus,
  GuestCategoryFilter,
  GuestPriority,
  GuestSide,
  RsvpFilterValue,
} from '../../schemas/enums';

/** Guest-list state kept (docs/requirements.md B2) in the URL query. `status` is the approval status. */
export interface GuestListQuery {
  search: string;
  priority?: GuestPriority;
  status?: ApprovalStatus;
  category?: GuestCategoryFilter;
  side?: GuestSide;
  rsvpStatus?: RsvpFilterValue;
  page: number;
  limit: number;
}

export const DEFAULT_GUEST_LIST_QUERY: Readonly<GuestListQuery> = {
  search: '',
  page: GUEST_LIST.defaultPage,
  limit: GUEST_LIST.defaultLimit,
};
