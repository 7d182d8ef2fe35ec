// 5,000 generated guests: every last name covers about a tenth of the list, so a last-name query keeps ~10 %.
import { generatedGuest } from '../../../lib/generated-guests.mjs';

export function generateGuests(count) {
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName, phone, category, side, priority, approvalStatus, notes } =
      generatedGuest(index);
    return {
      id: `guest-${index}`,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      phone,
      category,
      side,
      priority,
      approvalStatus,
      notes: notes ?? '',
    };
  });
}

/** The table's columns: the DataTable's column definitions and the plain table read the same list. */
export const GUEST_COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Telefon' },
  { key: 'category', header: 'Kategorie' },
  { key: 'side', header: 'Seite' },
  { key: 'priority', header: 'Priorität' },
  { key: 'approvalStatus', header: 'Freigabe' },
  { key: 'notes', header: 'Notizen' },
];
