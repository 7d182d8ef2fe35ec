import type { RsvpFilterValue } from '../../schemas/enums';
import type { GuestListItem } from './guest-list-item';
import type { GuestListQuery } from './guest-list-query';

function attendanceOf(guest: GuestListItem): string | null {
  return guest.attendanceStatus ?? guest.rsvp?.attendanceStatus ?? null;
}

function matchesRsvpStatus(guest: GuestListItem, rsvpStatus: RsvpFilterValue): boolean {
  if (rsvpStatus === 'received') return guest.rsvpReceived === true;
  if (rsvpStatus === 'pending') return attendanceOf(guest) === null;
  return attendanceOf(guest) === rsvpStatus;
}

/**
 * Server filter semantics (the API's Prisma where clause; this is its in-memory twin), all given filters
 * must match: priority, status (approval status), side exactly; category exactly, except 'begleitung' which
 * selects companions (groupRole companion); rsvpStatus 'received' = rsvpReceived is true, 'pending' = no
 * attendance status yet, attending/not_attending/maybe = that attendance status.
 */
export function matchesGuestFilters(
  guest: GuestListItem,
  query: Pick<GuestListQuery, 'priority' | 'status' | 'category' | 'side' | 'rsvpStatus'>,
): boolean {
  if (query.priority && guest.priority !== query.priority) return false;
  if (query.status && guest.approvalStatus !== query.status) return false;
  if (query.side && guest.side !== query.side) return false;
  if (query.category === 'begleitung' && guest.groupRole !== 'companion') return false;
  if (query.category && query.category !== 'begleitung' && guest.category !== query.category) return false;
  if (query.rsvpStatus && !matchesRsvpStatus(guest, query.rsvpStatus)) return false;
  return true;
}
