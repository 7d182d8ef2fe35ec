import { z } from 'zod';
import { SOCIAL_PLATFORMS } from './enums';
import { TEXT_LIMITS } from './limits';
import { optionalText } from './primitives/optional-text';
import { optionalUrl } from './primitives/optional-url';
import { requiredText } from './primitives/required-text';

/** Social profile (docs/requirements.md B5): platform from the list, handle required, url valid if given. */
export const guestSocialProfileSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: 'validation.invalidOption' }),
  handle: requiredText('social.handleRequired', TEXT_LIMITS.name),
  url: optionalUrl('social.invalidUrl'),
  isPublic: z.boolean().default(false),
  notes: optionalText(TEXT_LIMITS.mediumText),
});
export type GuestSocialProfile = z.infer<typeof guestSocialProfileSchema>;
