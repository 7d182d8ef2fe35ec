import { parseCustomization } from '@wedding/tokens';
import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './enums';
import { galleryImageSchema } from './gallery-image';
import { locationSchema } from './location';
import { entityIdSchema } from './primitives/entity-id';
import { timestampSchema } from './primitives/timestamp';
import { weddingInfoSchema } from './wedding-info';

/** docs/requirements.md B3: the RSVPs listed with a wedding (overview counts, recent activities). */
export const weddingRsvpSummarySchema = z.object({
  name: z.string(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  submittedAt: timestampSchema,
  weddingSlug: z.string().optional(),
  weddingInfo: z.object({ brideName: z.string(), groomName: z.string() }).nullish(),
});
export type WeddingRsvpSummary = z.infer<typeof weddingRsvpSummarySchema>;

/**
 * Wedding (docs/requirements.md A3 and B3) as the API returns it. Names and texts live in info (one entry per locale);
 * customization (an object or a JSON string) is read leniently through parseCustomization (docs/requirements.md A5).
 */
export const weddingSchema = z.object({
  id: entityIdSchema,
  slug: z.string(),
  userId: entityIdSchema.optional(),
  accessCode: z.string(),
  weddingDate: timestampSchema.nullish(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  customDomain: z.string().nullish(),
  info: z.array(weddingInfoSchema).default([]),
  customization: z
    .unknown()
    .optional()
    .transform((value) => parseCustomization(value)),
  rsvps: z.array(weddingRsvpSummarySchema).default([]),
  locations: z.array(locationSchema).default([]),
  gallery: z.array(galleryImageSchema).default([]),
  analytics: z.object({ views: z.object({ total: z.number().int().min(0) }) }).nullish(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
});
export type Wedding = z.infer<typeof weddingSchema>;
