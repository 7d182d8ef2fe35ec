import { z } from 'zod';
import { isoTimestampSchema } from './iso-timestamp';

// The admin area's answers are defined once in ../admin (admin-responses.ts); these names serve the OpenAPI
// document's wording.
export {
  adminImagePageSchema as adminGalleryPageSchema,
  adminRecentActivitySchema as adminRecentActivityResponseSchema,
  adminTotalsSchema as adminAnalyticsResponseSchema,
} from '../admin/admin-responses';

/** PATCH /api/admin/weddings/{id}. */
export const adminWeddingUpdateResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    slug: z.string(),
    isActive: z.boolean(),
    isPremium: z.boolean(),
    customDomain: z.string().nullable(),
    updatedAt: isoTimestampSchema,
  }),
});
