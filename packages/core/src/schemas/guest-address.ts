import { z } from 'zod';
import { ADDRESS_TYPES } from './enums';
import { TEXT_LIMITS } from './limits';
import { countryCodeWithDefaultSchema } from './primitives/country-code';
import { optionalText } from './primitives/optional-text';
import { requiredText } from './primitives/required-text';

export const coordinatesSchema = z.object({
  lat: z
    .number({ error: 'validation.invalidType' })
    .min(-90, 'validation.tooSmall')
    .max(90, 'validation.tooBig'),
  lng: z
    .number({ error: 'validation.invalidType' })
    .min(-180, 'validation.tooSmall')
    .max(180, 'validation.tooBig'),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** Address (docs/requirements.md B5): street, city and postal code required, 2-letter country (default DE). */
export const guestAddressSchema = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'validation.invalidOption' }).default('home'),
  label: optionalText(TEXT_LIMITS.name),
  street: requiredText('address.streetRequired', TEXT_LIMITS.shortText),
  street2: optionalText(TEXT_LIMITS.shortText),
  city: requiredText('address.cityRequired', TEXT_LIMITS.name),
  state: optionalText(TEXT_LIMITS.name),
  postalCode: requiredText('address.postalCodeRequired', 20),
  country: countryCodeWithDefaultSchema,
  isPrimary: z.boolean().default(false),
  coordinates: coordinatesSchema.nullish(),
  notes: optionalText(TEXT_LIMITS.mediumText),
});
export type GuestAddress = z.infer<typeof guestAddressSchema>;
export type GuestAddressInput = z.input<typeof guestAddressSchema>;

/** docs/requirements.md B5: the first address is the primary one, whatever the client sent. */
export const guestAddressesSchema = z
  .array(guestAddressSchema)
  .transform((addresses) => addresses.map((address, index) => ({ ...address, isPrimary: index === 0 })));
