import {
  type AdminCreateLocationInput,
  type AdminCreateWeddingInput,
  type AdminWeddingUpdate,
  adminAlbumPageSchema,
  adminAnalyticsSeriesSchema,
  adminCalendarSchema,
  adminCustomerDetailResponseSchema,
  adminCustomerPageSchema,
  adminDatabaseSchema,
  adminImagePageSchema,
  adminLocationPageSchema,
  adminMessagePageSchema,
  adminMessageResponseSchema,
  adminRecentActivitySchema,
  adminSettingsResponseSchema,
  adminTotalsSchema,
  adminUnreadCountSchema,
  adminWeddingDetailResponseSchema,
  adminWeddingPageSchema,
  adminWeddingUpdateResponseSchema,
  auditPageSchema,
  type RegisterRequest,
  type ServiceSettings,
  type UserRole,
} from '@wedding/core';
import { z } from 'zod';
import { type HttpClient, type Query, segment } from '../http/http-client';

const createdRow = <S extends z.ZodType>(row: S) => z.object({ data: row });

/** The admin area's calls: staff only; role changes, settings and the backup superadmin only. */
export function adminCalls(http: HttpClient) {
  return {
    weddings: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/weddings', adminWeddingPageSchema, { query, signal }),
    wedding: (weddingId: string, signal?: AbortSignal) =>
      http.get(`/api/admin/weddings/${segment(weddingId)}`, adminWeddingDetailResponseSchema, { signal }),
    createWedding: (body: AdminCreateWeddingInput) =>
      http.post('/api/admin/weddings', createdRow(adminWeddingPageSchema.shape.data.element), body),
    updateWedding: (weddingId: string, body: AdminWeddingUpdate) =>
      http.patch(`/api/admin/weddings/${segment(weddingId)}`, adminWeddingUpdateResponseSchema, body),
    calendar: (month: string | undefined, signal?: AbortSignal) =>
      http.get('/api/admin/calendar', adminCalendarSchema, { query: { month }, signal }),
    customers: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/customers', adminCustomerPageSchema, { query, signal }),
    customer: (customerId: string, signal?: AbortSignal) =>
      http.get(`/api/admin/customers/${segment(customerId)}`, adminCustomerDetailResponseSchema, { signal }),
    createCustomer: (body: RegisterRequest) =>
      http.post('/api/admin/customers', createdRow(adminCustomerPageSchema.shape.data.element), body),
    updateRole: (customerId: string, role: UserRole) =>
      http.patch(
        `/api/admin/customers/${segment(customerId)}/role`,
        createdRow(adminCustomerPageSchema.shape.data.element),
        { role },
      ),
    images: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/gallery', adminImagePageSchema, { query, signal }),
    albums: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/gallery/albums', adminAlbumPageSchema, { query, signal }),
    uploadImage: (weddingId: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post('/api/admin/gallery/upload', z.object({ id: z.string() }).loose(), form, {
        query: { weddingId },
      });
    },
    removeImage: (imageId: string, reason: string) =>
      http.deleteAndRead(
        `/api/admin/gallery/${segment(imageId)}`,
        z.object({ id: z.string(), removed: z.literal(true) }),
        {
          reason,
        },
      ),
    locations: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/locations', adminLocationPageSchema, { query, signal }),
    createLocation: (body: AdminCreateLocationInput) =>
      http.post('/api/admin/locations', createdRow(adminLocationPageSchema.shape.data.element), body),
    totals: (signal?: AbortSignal) => http.get('/api/admin/analytics', adminTotalsSchema, { signal }),
    series: (from: string, to: string, signal?: AbortSignal) =>
      http.get('/api/admin/analytics/series', adminAnalyticsSeriesSchema, { query: { from, to }, signal }),
    recentActivity: (signal?: AbortSignal) =>
      http.get('/api/admin/recent-activity', adminRecentActivitySchema, { signal }),
    messages: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/messages', adminMessagePageSchema, { query, signal }),
    unreadMessages: (signal?: AbortSignal) =>
      http.get('/api/admin/messages/unread-count', adminUnreadCountSchema, { signal }),
    markMessage: (messageId: string, read: boolean) =>
      http.patch(`/api/admin/messages/${segment(messageId)}`, adminMessageResponseSchema, { read }),
    replyToMessage: (messageId: string, body: string) =>
      http.post(`/api/admin/messages/${segment(messageId)}/replies`, adminMessageResponseSchema, { body }),
    audit: (query: Query, signal?: AbortSignal) =>
      http.get('/api/admin/audit', auditPageSchema, { query, signal }),
    database: (signal?: AbortSignal) => http.get('/api/admin/database', adminDatabaseSchema, { signal }),
    /** The full backup's address: the browser downloads it itself (a ZIP streamed by the server). */
    backupHref: () => '/api/admin/database/backup',
    settings: (signal?: AbortSignal) =>
      http.get('/api/admin/settings', adminSettingsResponseSchema, { signal }),
    updateSettings: (body: Partial<ServiceSettings>) =>
      http.patch('/api/admin/settings', adminSettingsResponseSchema, body),
  };
}
