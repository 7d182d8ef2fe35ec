import { z } from 'zod';
import { LOCALES } from '../../constants';
import { ATTENDANCE_STATUSES, LOCATION_TYPES, USER_ROLES } from '../enums';
import { isoTimestampSchema } from '../responses/iso-timestamp';
import { messageViewSchema } from '../responses/messages';
import { adminPageSchema } from './admin-paging';
import { serviceSettingsSchema } from './service-settings';

const userRef = z.object({ id: z.string(), username: z.string() });
const weddingRef = z.object({ id: z.string(), slug: z.string() });

/** A wedding in the admin list. */
export const adminWeddingRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  weddingDate: isoTimestampSchema.nullable(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  owner: userRef.nullable(),
  guestCount: z.number().int(),
  rsvpCount: z.number().int(),
  views: z.number().int(),
  createdAt: isoTimestampSchema,
});
export type AdminWeddingRow = z.infer<typeof adminWeddingRowSchema>;
export const adminWeddingPageSchema = adminPageSchema(adminWeddingRowSchema);
/** POST /api/admin/weddings: the created wedding as the list shows it. */
export const adminWeddingResponseSchema = z.object({ data: adminWeddingRowSchema });

/** One wedding as staff see it: the row plus its members, counts and code. */
export const adminWeddingDetailSchema = adminWeddingRowSchema.extend({
  accessCode: z.string(),
  /** The site's own domain (null: only the product's address). */
  customDomain: z.string().nullable(),
  locale: z.enum(LOCALES).nullable(),
  members: z.array(userRef.extend({ joinedAt: isoTimestampSchema })),
  locationCount: z.number().int(),
  galleryCount: z.number().int(),
  updatedAt: isoTimestampSchema,
});
export type AdminWeddingDetail = z.infer<typeof adminWeddingDetailSchema>;
export const adminWeddingDetailResponseSchema = z.object({ data: adminWeddingDetailSchema });

/** A month of weddings for the calendar. */
export const adminCalendarSchema = z.object({
  month: z.string(),
  weddings: z.array(
    adminWeddingRowSchema.pick({
      id: true,
      slug: true,
      brideName: true,
      groomName: true,
      weddingDate: true,
      isActive: true,
      isPremium: true,
    }),
  ),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

/** A customer (user account) in the admin list, with the weddings they belong to. */
export const adminCustomerRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: isoTimestampSchema,
  weddings: z.array(
    weddingRef.extend({
      isActive: z.boolean(),
      isPremium: z.boolean(),
      weddingDate: isoTimestampSchema.nullable(),
      joinedAt: isoTimestampSchema,
    }),
  ),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomerPageSchema = adminPageSchema(adminCustomerRowSchema);
/** POST /api/admin/customers and PATCH /api/admin/customers/{id}/role: the account as the list shows it. */
export const adminCustomerResponseSchema = z.object({ data: adminCustomerRowSchema });

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  hasPassword: z.boolean(),
  passkeyCount: z.number().int(),
  lastSignInAt: isoTimestampSchema.nullable(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const adminCustomerDetailResponseSchema = z.object({ data: adminCustomerDetailSchema });

/** An image of any wedding, for moderation. */
export const adminImageRowSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  caption: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  width: z.number().int(),
  height: z.number().int(),
  fileSize: z.number().int(),
  createdAt: isoTimestampSchema,
  wedding: weddingRef,
});
export type AdminImageRow = z.infer<typeof adminImageRowSchema>;
export const adminImagePageSchema = adminPageSchema(adminImageRowSchema);
/** DELETE /api/admin/gallery/{imageId}: the image is gone (its files too). */
export const adminImageRemovedResponseSchema = z.object({ id: z.string(), removed: z.literal(true) });

/** Images grouped by wedding: one album per wedding with its newest images. */
export const adminAlbumSchema = z.object({
  wedding: weddingRef.extend({ brideName: z.string(), groomName: z.string() }),
  count: z.number().int(),
  images: z.array(adminImageRowSchema.omit({ wedding: true })),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;
export const adminAlbumPageSchema = adminPageSchema(adminAlbumSchema);

/** A venue of any wedding. */
export const adminLocationRowSchema = z.object({
  id: z.string(),
  weddingId: z.string(),
  type: z.enum(LOCATION_TYPES),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string().nullable(),
  parkingInfo: z.string().nullable(),
  googleMapsUrl: z.string().nullable(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
  wedding: weddingRef,
});
export type AdminLocationRow = z.infer<typeof adminLocationRowSchema>;
export const adminLocationPageSchema = adminPageSchema(adminLocationRowSchema);
/** POST /api/admin/locations: the created venue as the list shows it. */
export const adminLocationResponseSchema = z.object({ data: adminLocationRowSchema });

/** GET /api/admin/analytics: the platform's totals. */
export const adminTotalsSchema = z.object({
  weddings: z.object({
    total: z.number().int(),
    active: z.number().int(),
    inactive: z.number().int(),
    premium: z.number().int(),
  }),
  users: z.number().int(),
  guests: z.number().int(),
  galleryImages: z.number().int(),
  rsvps: z.object({
    total: z.number().int(),
    byStatus: z.object(
      Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, z.number().int()])) as Record<
        (typeof ATTENDANCE_STATUSES)[number],
        z.ZodNumber
      >,
    ),
  }),
  views: z.object({ total: z.number().int() }),
});
export type AdminTotals = z.infer<typeof adminTotalsSchema>;

/** GET /api/admin/analytics/series: what happened each day of a range. */
export const adminAnalyticsSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      signups: z.number().int(),
      weddings: z.number().int(),
      /** Sites guests opened that day. */
      activeSites: z.number().int(),
      rsvps: z.number().int(),
      views: z.number().int(),
    }),
  ),
});
export type AdminAnalyticsSeries = z.infer<typeof adminAnalyticsSeriesSchema>;

/** The newest RSVPs across weddings (the admin overview's recent activity). */
export const adminRecentActivitySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      attendanceStatus: z.enum(ATTENDANCE_STATUSES),
      numberOfGuests: z.number().int(),
      submittedAt: isoTimestampSchema,
      weddingId: z.string(),
      weddingSlug: z.string(),
      weddingInfo: z.object({ brideName: z.string(), groomName: z.string() }),
    }),
  ),
});
export type AdminRecentActivity = z.infer<typeof adminRecentActivitySchema>['data'];

/** An entry of the audit log: who changed what, before and after, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  weddingId: z.string().nullable(),
  customerId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  createdAt: isoTimestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = adminPageSchema(auditEntrySchema);

/** GET /api/admin/database: the engine, its migrations and what each table holds. */
export const adminDatabaseSchema = z.object({
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
  migrations: z.array(z.object({ name: z.string(), appliedAt: isoTimestampSchema.nullable() })),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int(), bytes: z.number().int() })),
  totalBytes: z.number().int(),
});
export type AdminDatabase = z.infer<typeof adminDatabaseSchema>;

/** GET/PATCH /api/admin/settings. */
export const adminSettingsResponseSchema = z.object({
  settings: serviceSettingsSchema,
  updatedAt: isoTimestampSchema.nullable(),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** A couple's message as staff see it: the conversation plus the wedding it is about. */
export const adminMessageSchema = messageViewSchema.extend({ wedding: weddingRef.nullable() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagePageSchema = adminPageSchema(adminMessageSchema);
export const adminMessageResponseSchema = z.object({ data: adminMessageSchema });
export const adminUnreadCountSchema = z.object({ unread: z.number().int() });
