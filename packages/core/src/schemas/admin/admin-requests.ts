import { z } from 'zod';
import { customDomainSchema } from '../custom-domain';
import { LOCATION_TYPES, USER_ROLES } from '../enums';
import { locationPayloadSchema } from '../location';
import { onboardingDataSchema } from '../onboarding';
import { entityIdSchema } from '../primitives/entity-id';
import { recordIdSchema } from '../primitives/record-id';
import { requiredText } from '../primitives/required-text';
import { registerRequestSchema } from '../requests/auth';
import { MESSAGE_BODY_MAX_LENGTH } from '../requests/messages';
import { adminPagingSchema, querySearchSchema } from './admin-paging';

/**
 * Days and months the admin filters and charts accept. PostgreSQL's timestamps know no year 0 and nothing after
 * 9999, and the routes query up to the next day or month, so the edges stay well inside; nobody means 0000 here.
 */
export const ADMIN_DAY_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const;
const isoDay = z.iso
  .date({ error: 'validation.invalidDate' })
  .refine((day) => day >= ADMIN_DAY_RANGE.min && day <= ADMIN_DAY_RANGE.max, 'validation.invalidDate');
const optionalQueryEnum = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).optional().catch(undefined);

export const ADMIN_WEDDING_SORTS = ['created', 'date', 'slug'] as const;
export type AdminWeddingSort = (typeof ADMIN_WEDDING_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** GET /api/admin/weddings: search, filters (active, premium, date range), sort and paging. */
export const adminWeddingListQuerySchema = adminPagingSchema.extend({
  status: optionalQueryEnum(['active', 'inactive']),
  plan: optionalQueryEnum(['premium', 'standard']),
  dateFrom: isoDay.optional().catch(undefined),
  dateTo: isoDay.optional().catch(undefined),
  sort: z.enum(ADMIN_WEDDING_SORTS).default('created').catch('created'),
  direction: z.enum(SORT_DIRECTIONS).default('desc').catch('desc'),
});
export type AdminWeddingListQuery = z.output<typeof adminWeddingListQuerySchema>;

/** PATCH /api/admin/weddings/{id}: staff switch a site on or off, change its plan, or set its own domain (null: none). */
export const adminWeddingUpdateSchema = z
  .strictObject({
    isActive: z.boolean().optional(),
    isPremium: z.boolean().optional(),
    customDomain: customDomainSchema.nullable().optional(),
  })
  .refine(
    (body) => body.isActive !== undefined || body.isPremium !== undefined || body.customDomain !== undefined,
    {
      message: 'validation.required',
      path: ['isActive'],
    },
  );
export type AdminWeddingUpdate = z.output<typeof adminWeddingUpdateSchema>;

/** POST /api/admin/weddings: a wedding created by staff for a customer (the onboarding's data plus the owner). */
export const adminCreateWeddingSchema = onboardingDataSchema.extend({ ownerId: entityIdSchema });
export type AdminCreateWeddingInput = z.input<typeof adminCreateWeddingSchema>;

/** GET /api/admin/calendar?month=2027-06: the weddings of one month. */
export const adminCalendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidDate')
    .refine(
      (month) => month >= ADMIN_DAY_RANGE.min.slice(0, 7) && month <= ADMIN_DAY_RANGE.max.slice(0, 7),
      'validation.invalidDate',
    )
    .optional()
    .catch(undefined),
});

/** GET /api/admin/customers: search, role filter, paging. */
export const adminCustomerListQuerySchema = adminPagingSchema.extend({ role: optionalQueryEnum(USER_ROLES) });
export type AdminCustomerListQuery = z.output<typeof adminCustomerListQuerySchema>;

/** POST /api/admin/customers: an account staff open for a couple (they sign in with the password given to them). */
export const adminCreateCustomerSchema = registerRequestSchema;

/** PATCH /api/admin/customers/{id}/role: superadmin only. */
export const adminRoleUpdateSchema = z.strictObject({
  role: z.enum(USER_ROLES, { error: 'validation.invalidOption' }),
});

/** POST /api/admin/gallery/upload?weddingId=…: the wedding a staff upload goes to. */
export const adminUploadQuerySchema = z.object({ weddingId: recordIdSchema });
/** DELETE /api/admin/gallery/{imageId}: moderation, always with the reason the couple and the audit log see. */
export const adminRemoveImageSchema = z.strictObject({
  reason: requiredText('admin.reasonRequired', 500),
});

/** GET /api/admin/locations: search, type and city filters, paging. */
export const adminLocationListQuerySchema = adminPagingSchema.extend({
  type: optionalQueryEnum(LOCATION_TYPES),
  city: querySearchSchema,
});
export type AdminLocationListQuery = z.output<typeof adminLocationListQuerySchema>;

/** POST /api/admin/locations: a venue added by staff to a wedding. */
export const adminCreateLocationSchema = locationPayloadSchema.extend({ weddingId: entityIdSchema });
export type AdminCreateLocationInput = z.input<typeof adminCreateLocationSchema>;

/** Longest analytics range: a year and a day (so "the last year" always fits). */
export const ANALYTICS_MAX_DAYS = 366;

/** GET /api/admin/analytics/series?from&to: one row per day of the range. */
export const adminAnalyticsQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, { message: 'admin.rangeOrder', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: 'admin.rangeTooLong',
    path: ['to'],
  });
export type AdminAnalyticsQuery = z.output<typeof adminAnalyticsQuerySchema>;

export const AUDIT_ENTITY_TYPES = ['wedding', 'user', 'galleryImage', 'location', 'settings'] as const;

/** GET /api/admin/audit: newest first, by wedding, customer, kind of entity or action. */
export const adminAuditQuerySchema = adminPagingSchema.extend({
  weddingId: z.string().max(100).optional(),
  customerId: z.string().max(100).optional(),
  entityType: optionalQueryEnum(AUDIT_ENTITY_TYPES),
  action: z.string().max(60).optional(),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const ADMIN_MESSAGE_FILTERS = ['unread', 'read', 'all'] as const;

/** GET /api/admin/messages: newest first, unread by default; by customer for /admin/customers/messages. */
export const adminMessageListQuerySchema = adminPagingSchema.extend({
  status: z.enum(ADMIN_MESSAGE_FILTERS).default('unread').catch('unread'),
  customerId: z.string().max(100).optional(),
});
export type AdminMessageListQuery = z.output<typeof adminMessageListQuerySchema>;

/** PATCH /api/admin/messages/{id}: mark read or unread. */
export const adminMessageReadSchema = z.strictObject({
  read: z.boolean({ error: 'validation.invalidType' }),
});

/** POST /api/admin/messages/{id}/replies: staff answer; the couple reads it in their dashboard. */
export const adminMessageReplySchema = z.strictObject({
  body: requiredText('admin.replyRequired', MESSAGE_BODY_MAX_LENGTH),
});
