import { Prisma } from '@wedding/db';
import type { GuestListFilters } from './guest-list-filters.js';

/**
 * The list's WHERE clause as SQL, the twin of `buildGuestWhere` (same filters, same literal case-insensitive
 * substring search over name, phone and notes, served by their trigram indexes), for the raw list projection.
 */
export function guestRowsWhere(weddingId: string, filters: GuestListFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`g."weddingId" = ${weddingId}`];
  if (filters.category === 'begleitung') conditions.push(Prisma.sql`g."groupRole" = 'companion'`);
  else if (filters.category) conditions.push(Prisma.sql`g.category = ${filters.category}::"GuestCategory"`);
  if (filters.side) conditions.push(Prisma.sql`g.side = ${filters.side}::"GuestSide"`);
  if (filters.priority) conditions.push(Prisma.sql`g.priority = ${filters.priority}::"GuestPriority"`);
  if (filters.approvalStatus) {
    conditions.push(Prisma.sql`g."approvalStatus" = ${filters.approvalStatus}::"ApprovalStatus"`);
  }
  if (filters.rsvpStatus === 'received') conditions.push(Prisma.sql`g."rsvpReceived"`);
  else if (filters.rsvpStatus === 'pending') conditions.push(Prisma.sql`g."attendanceStatus" IS NULL`);
  else if (filters.rsvpStatus) {
    conditions.push(Prisma.sql`g."attendanceStatus" = ${filters.rsvpStatus}::"AttendanceStatus"`);
  }
  const search = filters.search?.trim();
  if (search) {
    // LIKE's wildcards and its escape character are taken literally, as in containsText.
    const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      Prisma.sql`(g.name ILIKE ${pattern} OR g.phone ILIKE ${pattern} OR g.notes ILIKE ${pattern})`,
    );
  }
  return Prisma.join(conditions, ' AND ');
}

/** The list's order: parties together (head first, then companions by name), parties by their head's name. */
export const GUEST_ROWS_ORDER = Prisma.sql`g."partyName", g."partyId", g."groupRole", g.name, g.id`;

/** The list shows and searches the start of a note; the whole note is in the guest (server search reads it all). */
const NOTE_PREVIEW_LENGTH = 200;

/** The values of one row, in GUEST_ROW_COLUMNS' order (core). */
export const GUEST_ROW_VALUES = Prisma.sql`json_build_array(
  g.id, g.name, g.phone, g.category, g.side, g.priority, g."approvalStatus", g."estimatedGuests",
  g."groupRole", g."companionGroupId", CASE WHEN g."companionGroupId" IS NOT NULL THEN g."partyId" END,
  g."invitationSent", g."rsvpReceived", g."attendanceStatus", g."confirmedGuests", g."needsTransport",
  g."needsAccommodation", left(g.notes, ${NOTE_PREVIEW_LENGTH}))`;
