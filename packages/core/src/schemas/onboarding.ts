import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants';
import { TEXT_LIMITS } from './limits';
import { requiredText } from './primitives/required-text';
import { timeZoneSchema } from './primitives/time-zone';
import { slugSchema } from './slug';
import { futureWeddingDateSchema } from './wedding-date';

export const localeSchema = z.enum(LOCALES, { error: 'validation.invalidOption' });

/**
 * Onboarding data (docs/requirements.md B3), also the body of POST /api/weddings: finishing needs both names,
 * the wedding date (ISO, after today) and a usable slug (docs/requirements.md B4).
 */
export const onboardingDataSchema = z.object({
  partner1Name: requiredText('onboarding.partner1Required', TEXT_LIMITS.name),
  partner2Name: requiredText('onboarding.partner2Required', TEXT_LIMITS.name),
  weddingDate: futureWeddingDateSchema,
  slug: slugSchema,
  locale: localeSchema.default(DEFAULT_LOCALE),
  /** The wedding's IANA time zone, proposed from the couple's browser; the server's default when left out. */
  timeZone: timeZoneSchema.optional(),
});
export type OnboardingDataInput = z.input<typeof onboardingDataSchema>;
export type OnboardingData = z.output<typeof onboardingDataSchema>;
