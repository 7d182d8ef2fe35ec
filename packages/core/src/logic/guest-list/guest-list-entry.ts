import type {
  ApprovalStatus,
  AttendanceStatus,
  GroupRole,
  GuestCategory,
  GuestPriority,
  GuestSide,
} from '../../schemas/enums';
import { GUEST_ROW_COLUMNS, type GuestRowsResponse } from '../../schemas/responses/guest-desk';

/** One guest as the list shows, searches and counts it (the list projection of GET .../guests/rows). */
export interface GuestListEntry {
  id: string;
  name: string;
  phone: string | null;
  category: GuestCategory;
  side: GuestSide;
  priority: GuestPriority;
  approvalStatus: ApprovalStatus;
  estimatedGuests: number;
  groupRole: GroupRole | null;
  /** The companion group (party) the guest belongs to; null for a guest on their own. */
  householdId: string | null;
  primaryGuestId: string | null;
  invitationSent: boolean;
  rsvpReceived: boolean;
  attendanceStatus: AttendanceStatus | null;
  confirmedGuests: number;
  needsTransport: boolean;
  needsAccommodation: boolean;
  notes: string | null;
}

export interface GuestListEntryPage {
  data: GuestListEntry[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** Server mode: the id of the page's last guest, sent as `after` for the next page; client-mode pages have none. */
  nextCursor?: string | null;
}

/**
 * The rows answer as objects: each row's values under the answer's own column names (so a server that adds a column
 * later stays readable); columns this client does not know are ignored.
 */
export function expandGuestRows(answer: GuestRowsResponse): GuestListEntryPage {
  const known = new Set<string>(GUEST_ROW_COLUMNS);
  const columns = answer.columns
    .map((column, index) => [column, index] as const)
    .filter(([c]) => known.has(c));
  const data = answer.rows.map((row) => {
    const entry: Record<string, unknown> = {};
    for (const [column, index] of columns) entry[column] = row[index] ?? null;
    return entry as unknown as GuestListEntry;
  });
  return {
    data,
    total: answer.total,
    page: answer.page,
    limit: answer.limit,
    totalPages: answer.totalPages,
    nextCursor: answer.nextCursor,
  };
}
