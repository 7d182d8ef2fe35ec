import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { localeSchema } from './onboarding';
import { optionalText } from './primitives/optional-text';
import { requiredText } from './primitives/required-text';

/** docs/requirements.md A5: bride and groom names must not be blank after trimming ('namesRequired'). */
export const coupleNameSchema = requiredText('namesRequired', TEXT_LIMITS.name);

/** Wedding info, one entry per locale (docs/requirements.md B3): couple names and the texts of the public site. */
export const weddingInfoSchema = z.object({
  locale: localeSchema,
  brideName: coupleNameSchema,
  groomName: coupleNameSchema,
  welcomeTitle: optionalText(TEXT_LIMITS.shortText),
  welcomeText: optionalText(TEXT_LIMITS.longText),
  ceremonyTitle: optionalText(TEXT_LIMITS.shortText),
  ceremonyText: optionalText(TEXT_LIMITS.longText),
  receptionTitle: optionalText(TEXT_LIMITS.shortText),
  receptionText: optionalText(TEXT_LIMITS.longText),
  travelText: optionalText(TEXT_LIMITS.longText),
});
export type WeddingInfo = z.infer<typeof weddingInfoSchema>;
