import { z } from 'zod';
import { TEXT_LIMITS } from './limits';
import { localeSchema } from './onboarding';
import { optionalText } from './primitives/optional-text';

/**
 * The texts of the guest site a couple writes per language (the info[] of docs/requirements.md B3), in the order the
 * site shows them.
 */
export const SITE_TEXT_FIELDS = [
  'welcomeTitle',
  'welcomeText',
  'ceremonyTitle',
  'ceremonyText',
  'receptionTitle',
  'receptionText',
  'travelText',
] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];

/** Titles are one line, texts a few paragraphs; a blank field means "not written in this language". */
export const SITE_TEXT_LIMITS: Readonly<Record<SiteTextField, number>> = {
  welcomeTitle: TEXT_LIMITS.shortText,
  welcomeText: TEXT_LIMITS.longText,
  ceremonyTitle: TEXT_LIMITS.shortText,
  ceremonyText: TEXT_LIMITS.longText,
  receptionTitle: TEXT_LIMITS.shortText,
  receptionText: TEXT_LIMITS.longText,
  travelText: TEXT_LIMITS.longText,
};

/** The site texts of one language as the content form edits them. */
export const siteTextsSchema = z.object({
  welcomeTitle: optionalText(SITE_TEXT_LIMITS.welcomeTitle),
  welcomeText: optionalText(SITE_TEXT_LIMITS.welcomeText),
  ceremonyTitle: optionalText(SITE_TEXT_LIMITS.ceremonyTitle),
  ceremonyText: optionalText(SITE_TEXT_LIMITS.ceremonyText),
  receptionTitle: optionalText(SITE_TEXT_LIMITS.receptionTitle),
  receptionText: optionalText(SITE_TEXT_LIMITS.receptionText),
  travelText: optionalText(SITE_TEXT_LIMITS.travelText),
});
export type SiteTextsInput = z.input<typeof siteTextsSchema>;
export type SiteTexts = z.output<typeof siteTextsSchema>;

/** PUT /api/weddings/{id}/content: one language's texts; a blank or missing field is stored as "not written". */
export const updateSiteTextsRequestSchema = siteTextsSchema.extend({ locale: localeSchema });
export type UpdateSiteTextsRequest = z.input<typeof updateSiteTextsRequestSchema>;
