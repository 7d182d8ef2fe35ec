import { z } from 'zod';
import { CONTACT_METHODS, TIME_ZONES } from './enums';
import { TEXT_LIMITS } from './limits';
import { countryCodeSchema } from './primitives/country-code';
import { optionalText } from './primitives/optional-text';
import { optionalPhoneText } from './primitives/phone-text';

/** Guest contactInfo (docs/requirements.md B3). */
export const guestContactInfoSchema = z.object({
  countryCode: countryCodeSchema.nullish(),
  alternativePhone: optionalPhoneText(),
  preferredContactMethod: z.enum(CONTACT_METHODS, { error: 'validation.invalidOption' }).nullish(),
  availableHours: optionalText(TEXT_LIMITS.shortText),
  timeZone: z.enum(TIME_ZONES, { error: 'validation.invalidOption' }).nullish(),
});
export type GuestContactInfo = z.infer<typeof guestContactInfoSchema>;
