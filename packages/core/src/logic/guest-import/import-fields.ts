/** The guest fields an import column can be mapped to (the import's column mapping). */
export const GUEST_IMPORT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'phone',
  'email',
  'category',
  'side',
  'priority',
  'approvalStatus',
  'estimatedGuests',
  'notes',
  'street',
  'postalCode',
  'city',
  'country',
  'dietaryRestrictions',
  'allergies',
] as const;
export type GuestImportField = (typeof GUEST_IMPORT_FIELDS)[number];

/** A column's mapping: the field it fills, or null to leave the column out. */
export type GuestImportMapping = readonly (GuestImportField | null)[];
