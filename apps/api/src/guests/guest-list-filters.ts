import type {
  ApprovalStatus,
  GuestCategoryFilter,
  GuestPriority,
  GuestSide,
  RsvpFilterValue,
} from '@wedding/core';

/** The filters the guest list and the CSV export share (the query parameters of docs/requirements.md B7). */
export interface GuestListFilters {
  category?: GuestCategoryFilter;
  side?: GuestSide;
  priority?: GuestPriority;
  approvalStatus?: ApprovalStatus;
  rsvpStatus?: RsvpFilterValue;
  search?: string;
}
