import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { optionalText } from './primitives/optional-text';
import { optionalUrl } from './primitives/optional-url';
import { optionalPhoneText } from './primitives/phone-text';
import { requiredText } from './primitives/required-text';

/** Accommodation (sample data on the public site; docs/requirements.md B3); rating from 0 to 5 stars. */
export const accommodationSchema = z.object({
  type: optionalText(TEXT_LIMITS.name),
  name: requiredText('validation.required', TEXT_LIMITS.shortText),
  address: optionalText(TEXT_LIMITS.shortText),
  priceRange: optionalText(TEXT_LIMITS.name),
  distance: optionalText(TEXT_LIMITS.name),
  phone: optionalPhoneText(),
  website: optionalUrl('validation.invalidUrl'),
  specialRate: optionalText(TEXT_LIMITS.shortText),
  amenities: z
    .array(z.string().trim().min(1, 'validation.required').max(TEXT_LIMITS.name, 'validation.tooLong'))
    .default([]),
  rating: z
    .number({ error: 'validation.invalidType' })
    .min(0, 'validation.tooSmall')
    .max(5, 'validation.tooBig')
    .nullish(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
