import { z } from 'zod';
import { LOCALES } from '../../constants';
import type { Customization } from '../customization';
import { LOCATION_TYPES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';
import { memberAccessViewSchema } from './members';

/** A wedding as GET /api/weddings lists it and POST /api/weddings answers it (the dashboard's summary). */
export const weddingSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  userId: z.string().nullable(),
  accessCode: z.string(),
  weddingDate: isoTimestampSchema.nullable(),
  /** The IANA zone the wedding's dates and times are meant in. */
  timeZone: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  customDomain: z.string().nullable(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
  /**
   * The signed-in person's role here, so the dashboard can keep away controls the API would refuse (core's
   * memberMay); null for staff, who are not members and hold every right.
   */
  access: memberAccessViewSchema.nullable(),
});
export type WeddingSummary = z.infer<typeof weddingSummarySchema>;

export const weddingListResponseSchema = z.object({ weddings: z.array(weddingSummarySchema) });
export const weddingSummaryResponseSchema = z.object({ wedding: weddingSummarySchema });

/** One locale's texts of the site (the info[] of docs/requirements.md B3). */
export const weddingInfoViewSchema = z.object({
  locale: z.enum(LOCALES),
  brideName: z.string(),
  groomName: z.string(),
  welcomeTitle: z.string().nullable(),
  welcomeText: z.string().nullable(),
  ceremonyTitle: z.string().nullable(),
  ceremonyText: z.string().nullable(),
  receptionTitle: z.string().nullable(),
  receptionText: z.string().nullable(),
  travelText: z.string().nullable(),
});
export type WeddingInfoView = z.infer<typeof weddingInfoViewSchema>;

export const locationViewSchema = z.object({
  id: z.string(),
  type: z.enum(LOCATION_TYPES),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  googleMapsUrl: z.string().nullable(),
});
export type LocationView = z.infer<typeof locationViewSchema>;

export const rsvpCountsSchema = z.object({
  total: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  maybe: z.number().int(),
  pending: z.number().int(),
  confirmedGuests: z.number().int(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

/**
 * The customization as the API sends it: already normalised there (read leniently with parseCustomization,
 * docs/requirements.md A5), so a client checks its outline and trusts the rest. Parsing it again would put the colour
 * maths (OKLCH checks) into every page that reads a wedding.
 */
const lenientCustomizationSchema = z.custom<Customization>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { theme?: unknown }).theme === 'object' &&
    typeof (value as { density?: unknown }).density === 'string',
  { error: 'validation.invalidType' },
);

/** GET /api/weddings/{id}: the summary plus everything the overview shows (docs/requirements.md A2 and B2). */
export const weddingDetailSchema = weddingSummarySchema.extend({
  info: z.array(weddingInfoViewSchema),
  customization: lenientCustomizationSchema,
  customizationVersion: z.number().int(),
  locations: z.array(locationViewSchema),
  rsvpCounts: rsvpCountsSchema,
  gallery: z.object({ count: z.number().int(), updatedAt: isoTimestampSchema.nullable() }),
  memberCount: z.number().int(),
  analytics: z.object({ views: z.object({ total: z.number().int() }) }),
});
export type WeddingDetail = z.infer<typeof weddingDetailSchema>;
export const weddingDetailResponseSchema = z.object({ wedding: weddingDetailSchema });

/** PATCH /api/weddings/{id}: the stored customization and its new version. */
export const weddingPatchResponseSchema = z.object({
  customization: lenientCustomizationSchema,
  version: z.number().int(),
  isActive: z.boolean(),
});
export type WeddingPatchResponse = z.infer<typeof weddingPatchResponseSchema>;

/** 409 versionConflict details: the newer state the client did not see. */
export const versionConflictDetailsSchema = z.object({
  version: z.number().int(),
  customization: lenientCustomizationSchema,
});
export type VersionConflictDetails = z.infer<typeof versionConflictDetailsSchema>;

/** PUT /api/weddings/{id}. */
export const weddingDateResponseSchema = z.object({
  wedding: z.object({ id: z.string(), weddingDate: isoTimestampSchema.nullable(), timeZone: z.string() }),
});
export const weddingInfoResponseSchema = z.object({ info: weddingInfoViewSchema });
export const slugResponseSchema = z.object({ slug: z.string() });
export const checkSlugAnswerSchema = z.object({ slug: z.string(), available: z.boolean() });
export const accessCodeAnswerSchema = z.object({ accessCode: z.string() });
export const locationListResponseSchema = z.object({ locations: z.array(locationViewSchema) });

/** GET /api/public/demo: the installation's demo wedding, with the code a visitor needs to try it. */
export const demoSiteSchema = z.object({
  slug: z.string(),
  accessCode: z.string(),
  brideName: z.string(),
  groomName: z.string(),
});
export type DemoSite = z.infer<typeof demoSiteSchema>;
export const demoSiteResponseSchema = z.object({ demo: demoSiteSchema.nullable() });
