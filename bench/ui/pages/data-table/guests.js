// 5,000 generated guests: every last name covers about a tenth of the list, so a last-name query keeps ~10 %.
const CATEGORIES = ['family', 'friends', 'colleagues', 'other'];
const SIDES = ['partner1', 'partner2', 'both'];
const PRIORITIES = ['must_invite', 'standard', 'maybe'];
const APPROVALS = ['approved', 'not_approved', 'maybe', 'pending'];
const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Lena',
  'Mia',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Koch',
];

export function generateGuests(count) {
  return Array.from({ length: count }, (_, index) => {
    const firstName = FIRST[index % FIRST.length];
    const lastName = LAST[Math.floor(index / FIRST.length) % LAST.length];
    return {
      id: `guest-${index}`,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      phone: `+49 170 ${String(1_000_000 + index)}`,
      category: CATEGORIES[index % CATEGORIES.length],
      side: SIDES[index % SIDES.length],
      priority: PRIORITIES[index % PRIORITIES.length],
      approvalStatus: APPROVALS[index % APPROVALS.length],
      notes: index % 10 === 0 ? 'Vegetarisch, bringt Kinder mit' : '',
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
