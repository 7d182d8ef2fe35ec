import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { optionalText } from './primitives/optional-text';
import { optionalUrl } from './primitives/optional-url';
import { optionalPhoneText } from './primitives/phone-text';
import { requiredText } from './primitives/required-text';

/** Kinds of places to stay the guest site names in every language. */
export const ACCOMMODATION_TYPES = ['hotel', 'guesthouse', 'apartment', 'hostel', 'bnb', 'camping'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** Amenities the guest site translates; the couple ticks the ones a place offers. */
export const ACCOMMODATION_AMENITIES = [
  'wifi',
  'breakfast',
  'parking',
  'spa',
  'garden',
  'kitchen',
  'pool',
  'restaurant',
  'bar',
  'gym',
  'accessible',
  'pets',
  'shuttle',
] as const;
export type AccommodationAmenity = (typeof ACCOMMODATION_AMENITIES)[number];

/**
 * An accommodation the couple recommends (POST /api/weddings/{id}/accommodations, PUT .../{accommodationId}):
 * kind, name and address are needed for guests to find it; the rest is optional.
 */
export const accommodationPayloadSchema = z.object({
  type: z.enum(ACCOMMODATION_TYPES, { error: 'validation.invalidOption' }),
  name: requiredText('accommodation.nameRequired', TEXT_LIMITS.shortText),
  address: requiredText('accommodation.addressRequired', TEXT_LIMITS.shortText),
  priceRange: optionalText(TEXT_LIMITS.name),
  distance: optionalText(TEXT_LIMITS.name),
  phone: optionalPhoneText(),
  website: optionalUrl('validation.invalidUrl'),
  specialRate: optionalText(TEXT_LIMITS.shortText),
  amenities: z
    .array(z.enum(ACCOMMODATION_AMENITIES, { error: 'validation.invalidOption' }), {
      error: 'validation.invalidType',
    })
    .max(ACCOMMODATION_AMENITIES.length, 'validation.tooManyItems')
    .transform((amenities) => [...new Set(amenities)])
    .default([]),
});
export type AccommodationPayloadInput = z.input<typeof accommodationPayloadSchema>;
export type AccommodationPayload = z.output<typeof accommodationPayloadSchema>;
