/** Texts the server itself produces (docs/requirements.md B8) for guest calls. */
export const GUEST_MESSAGES = {
  notFound: 'Guest or wedding not found',
  duplicate: 'A guest with this information already exists',
  grouped: 'Guests grouped',
  ungrouped: 'Guest removed from group',
  notGrouped: 'Guest is not in a group',
  deleted: 'Guest deleted',
  primaryAmongCompanions: 'The primary guest cannot also be a companion',
  companionIsPrimary: 'A primary guest of another group cannot become a companion',
} as const;
