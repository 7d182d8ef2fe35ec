export type { GuestHeadCountTotals, HeadCountEntry } from './guest-head-counts';
export { guestHeadCounts } from './guest-head-counts';
