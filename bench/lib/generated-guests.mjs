// The generated guest every bench uses: the n-th guest always has the same name, phone and categories, so
// the API bench (seeded rows) and the DataTable page (in-memory rows) read the same kind of list.
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
const GUEST_NOTE = 'Vegetarisch, bringt Kinder mit';

/**
 * The fields of the guest at `index`: each last name covers a tenth of a list (12 first names in a row
 * share one), every tenth guest has a note (`notes` is null for the others).
 */
export function generatedGuest(index) {
  return {
    firstName: FIRST[index % FIRST.length],
    lastName: LAST[Math.floor(index / FIRST.length) % LAST.length],
    phone: `+49 170 ${String(1_000_000 + index)}`,
    category: CATEGORIES[index % CATEGORIES.length],
    side: SIDES[index % SIDES.length],
    priority: PRIORITIES[index % PRIORITIES.length],
    approvalStatus: APPROVALS[index % APPROVALS.length],
    notes: index % 10 === 0 ? GUEST_NOTE : null,
  };
}
