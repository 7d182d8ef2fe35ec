import { guestDisplayName } from '../guests/guest-display-name';
import type { GuestListItem } from './guest-list-item';

/**
 * Server search semantics (the API's where clause; this is its in-memory twin): the trimmed term,
 * case-insensitive, is a substring of the name (built from first + last when missing), the phone or the notes.
 * An empty or whitespace-only term matches everyone.
 */
export function matchesGuestSearch(guest: GuestListItem, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [guestDisplayName(guest), guest.phone, guest.notes].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(term),
  );
}
