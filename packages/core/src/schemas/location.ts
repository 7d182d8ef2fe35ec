import { z } from 'zod';
import { LOCATION_TYPES } from './enums';
import { LOCATION_LIMITS } from './limits';
import { entityIdSchema } from './primitives/entity-id';
import { optionalText } from './primitives/optional-text';
import { optionalUrl } from './primitives/optional-url';
import { requiredText } from './primitives/required-text';

/**
 * Location dialog (docs/requirements.md B5, also A5): required fields, length limits, Google Maps URL valid or
 * empty.
 */
export const locationFieldsSchema = z.object({
  name: requiredText('location.nameRequired', LOCATION_LIMITS.name),
  address: requiredText('location.addressRequired', LOCATION_LIMITS.address),
  city: requiredText('location.cityRequired', LOCATION_LIMITS.city),
  postalCode: requiredText('location.postalCodeRequired', LOCATION_LIMITS.postalCode),
  country: requiredText('location.countryRequired', LOCATION_LIMITS.country),
  googleMapsUrl: optionalUrl('location.invalidUrl'),
  description: optionalText(LOCATION_LIMITS.description),
  parkingInfo: optionalText(LOCATION_LIMITS.parkingInfo),
});
export type LocationFields = z.infer<typeof locationFieldsSchema>;

/**
 * Body of POST /api/weddings/{id}/locations and PATCH .../locations/{locationId} (docs/requirements.md A7): fields plus
 * type.
 */
export const locationPayloadSchema = locationFieldsSchema.extend({
  type: z.enum(LOCATION_TYPES, { error: 'validation.invalidOption' }),
});
export type LocationPayloadInput = z.input<typeof locationPayloadSchema>;
export type LocationPayload = z.output<typeof locationPayloadSchema>;

export const locationSchema = locationPayloadSchema.extend({ id: entityIdSchema });
export type WeddingLocation = z.infer<typeof locationSchema>;
