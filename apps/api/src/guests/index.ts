export { buildGuestWhere, GUEST_LIST_ORDER } from './build-guest-where.js';
export { containsText } from './contains-text.js';
export {
  CSV_BOM,
  type CsvColumn,
  type CsvValue,
  csvHeaderLine,
  csvLine,
  escapeCsvCell,
  toCsv,
} from './csv.js';
export { detachFromGroup } from './detach-from-group.js';
export { findDuplicateGuest } from './find-duplicate-guest.js';
export { groupGuests } from './group-guests.js';
export { GUEST_CSV_COLUMNS } from './guest-csv-columns.js';
export type { GuestListFilters } from './guest-list-filters.js';
export { guestListRequestSchema, guestRowsRequestSchema } from './guest-list-query.js';
export { GUEST_MESSAGES } from './guest-messages.js';
export { type GuestDto, type GuestRecord, guestInclude, toGuestDto } from './guest-record.js';
export { guestRowsAfter, guestRowsAnchor } from './guest-rows-cursor.js';
export { GUEST_ROW_VALUES, GUEST_ROWS_ORDER, guestRowsWhere } from './guest-rows-sql.js';
export { addressRows, type GuestScalarData, guestScalarData, socialProfileRows } from './guest-write-data.js';
export type { GuestAddressInput, GuestSocialProfileInput, GuestWriteInput } from './guest-write-input.js';
export { lockWeddingGuests } from './lock-wedding-guests.js';
export { withGroupRoleHistory } from './record-group-role-changes.js';
export {
  type GuestChangeAuthor,
  type GuestChangeSource,
  guestFieldChanges,
  recordGuestChange,
  type TrackedGuest,
} from './record-guest-change.js';
