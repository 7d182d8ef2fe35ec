/**
 * Field limits the schemas enforce. Location limits come from docs/requirements.md B5; the others are chosen here
 * (see README "Decisions") because the specs are silent.
 */
export const LOCATION_LIMITS = {
  name: 200,
  address: 500,
  city: 100,
  postalCode: 20,
  country: 100,
  description: 2_000,
  parkingInfo: 1_000,
} as const;

export const USERNAME_RULES = { minLength: 3, maxLength: 32, pattern: /^[a-z0-9._-]+$/ } as const;
export const PASSWORD_RULES = { minLength: 10, maxLength: 200 } as const;

/** Generous caps on free text so a single request cannot carry megabytes of text. */
export const TEXT_LIMITS = {
  name: 100,
  shortText: 200,
  mediumText: 1_000,
  longText: 5_000,
  phone: 30,
  url: 2_048,
} as const;
