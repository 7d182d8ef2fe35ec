/** docs/requirements.md B5: fields per guest-form section; addresses and social profiles count per entry. */
export const FORM_SECTION_FIELD_COUNTS = {
  basic: 2,
  relationship: 4,
  contact: 6,
  dietary: 5,
  emergency: 7,
  notes: 1,
  addressPerEntry: 8,
  socialPerProfile: 3,
} as const;

export type GuestFormSection =
  | 'basic'
  | 'relationship'
  | 'contact'
  | 'dietary'
  | 'emergency'
  | 'notes'
  | 'addresses'
  | 'socialMedia';

export interface RepeatedEntryCounts {
  addressCount?: number;
  socialProfileCount?: number;
}

/**
 * Section field counts (docs/requirements.md B5): basic 2, relationship 4, contact 6, dietary 5, emergency 7, notes 1,
 * 8 per address, 3 per profile.
 */
export function sectionFieldCount(
  section: GuestFormSection,
  { addressCount = 0, socialProfileCount = 0 }: RepeatedEntryCounts = {},
): number {
  switch (section) {
    case 'addresses':
      return FORM_SECTION_FIELD_COUNTS.addressPerEntry * Math.max(0, addressCount);
    case 'socialMedia':
      return FORM_SECTION_FIELD_COUNTS.socialPerProfile * Math.max(0, socialProfileCount);
    default:
      return FORM_SECTION_FIELD_COUNTS[section];
  }
}
