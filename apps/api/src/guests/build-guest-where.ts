import type { Prisma } from '@wedding/db';
import { containsText } from './contains-text.js';
import type { GuestListFilters } from './guest-list-filters.js';

function rsvpCondition(rsvpStatus: NonNullable<GuestListFilters['rsvpStatus']>): Prisma.GuestWhereInput {
  switch (rsvpStatus) {
    case 'received':
      return { rsvpReceived: true };
    case 'pending':
      // No answer yet: the attendance status is only set once an RSVP arrives.
      return { attendanceStatus: null };
    default:
      return { attendanceStatus: rsvpStatus };
  }
}

/**
 * One query builder for the list and the export, so the CSV always holds exactly the rows the
 * filtered list shows. Search is a case-insensitive substring match over name, phone and notes.
 */
export function buildGuestWhere(weddingId: string, filters: GuestListFilters): Prisma.GuestWhereInput {
  const conditions: Prisma.GuestWhereInput[] = [{ weddingId }];
  if (filters.category === 'begleitung') {
    // The filter-only category 'begleitung' (companions) selects guests grouped under a primary guest.
    conditions.push({ groupRole: 'companion' });
  } else if (filters.category) {
    conditions.push({ category: filters.category });
  }
  if (filters.side) conditions.push({ side: filters.side });
  if (filters.priority) conditions.push({ priority: filters.priority });
  if (filters.approvalStatus) conditions.push({ approvalStatus: filters.approvalStatus });
  if (filters.rsvpStatus) conditions.push(rsvpCondition(filters.rsvpStatus));
  const search = filters.search?.trim();
  if (search) {
    conditions.push({
      OR: [{ name: containsText(search) }, { phone: containsText(search) }, { notes: containsText(search) }],
    });
  }
  return { AND: conditions };
}

/**
 * Stable order for paging with parties together: by the party head's name and id (a database trigger
 * keeps them), the head before its companions, then name and id so equal names never swap between pages.
 */
export const GUEST_LIST_ORDER: Prisma.GuestOrderByWithRelationInput[] = [
  { partyName: 'asc' },
  { partyId: 'asc' },
  { groupRole: 'asc' },
  { name: 'asc' },
  { id: 'asc' },
];
