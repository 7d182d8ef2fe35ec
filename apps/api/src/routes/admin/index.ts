import type { Router } from 'express';
import { requireAdmin, requireSuperadmin } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { listAdminAlbums } from './albums.js';
import { adminAnalytics } from './analytics.js';
import { adminAnalyticsSeries } from './analytics-series.js';
import { adminCalendar } from './calendar.js';
import { createAdminCustomer } from './create-customer.js';
import { createAdminLocation } from './create-location.js';
import { createAdminWedding } from './create-wedding.js';
import { adminCustomerDetail } from './customer-detail.js';
import { adminDatabaseInfo } from './database.js';
import { adminDatabaseBackup } from './database-backup.js';
import { listAdminAudit } from './list-audit.js';
import { listAdminCustomers } from './list-customers.js';
import { listAdminGalleryImages } from './list-gallery-images.js';
import { listAdminLocations } from './list-locations.js';
import { listAdminWeddings } from './list-weddings.js';
import { adminUnreadMessages, listAdminMessages, markAdminMessage, replyToAdminMessage } from './messages.js';
import { adminRecentActivity } from './recent-activity.js';
import { removeAdminImage } from './remove-image.js';
import { adminSettings, updateAdminSettings } from './settings.js';
import { updateCustomerRole } from './update-role.js';
import { updateAdminWedding } from './update-wedding.js';
import { uploadForWedding } from './upload-for-wedding.js';
import { adminWeddingDetail } from './wedding-detail.js';

/**
 * Admin area (docs/requirements.md B2): admin and superadmin only (401 signed out, 403 for other roles); role changes,
 * settings and the full backup superadmin only. Every staff write is recorded in the audit log.
 */
export function registerAdminRoutes(router: Router, deps: AppDeps): void {
  router.get('/api/admin/weddings', requireAdmin, listAdminWeddings(deps));
  router.post('/api/admin/weddings', requireAdmin, createAdminWedding(deps));
  router.get('/api/admin/weddings/:weddingId', requireAdmin, adminWeddingDetail(deps));
  router.patch('/api/admin/weddings/:weddingId', requireAdmin, updateAdminWedding(deps));
  router.get('/api/admin/calendar', requireAdmin, adminCalendar(deps));
  router.get('/api/admin/customers', requireAdmin, listAdminCustomers(deps));
  router.post('/api/admin/customers', requireAdmin, createAdminCustomer(deps));
  router.get('/api/admin/customers/:customerId', requireAdmin, adminCustomerDetail(deps));
  router.patch('/api/admin/customers/:customerId/role', requireSuperadmin, updateCustomerRole(deps));
  router.get('/api/admin/gallery', requireAdmin, listAdminGalleryImages(deps));
  // Registered before `/:imageId` so 'albums' and 'upload' are never read as image ids.
  router.get('/api/admin/gallery/albums', requireAdmin, listAdminAlbums(deps));
  router.post('/api/admin/gallery/upload', requireAdmin, uploadForWedding(deps));
  router.delete('/api/admin/gallery/:imageId', requireAdmin, removeAdminImage(deps));
  router.get('/api/admin/locations', requireAdmin, listAdminLocations(deps));
  router.post('/api/admin/locations', requireAdmin, createAdminLocation(deps));
  router.get('/api/admin/analytics', requireAdmin, adminAnalytics(deps));
  router.get('/api/admin/analytics/series', requireAdmin, adminAnalyticsSeries(deps));
  router.get('/api/admin/recent-activity', requireAdmin, adminRecentActivity(deps));
  router.get('/api/admin/audit', requireAdmin, listAdminAudit(deps));
  router.get('/api/admin/messages', requireAdmin, listAdminMessages(deps));
  router.get('/api/admin/messages/unread-count', requireAdmin, adminUnreadMessages(deps));
  router.patch('/api/admin/messages/:messageId', requireAdmin, markAdminMessage(deps));
  router.post('/api/admin/messages/:messageId/replies', requireAdmin, replyToAdminMessage(deps));
  router.get('/api/admin/database', requireAdmin, adminDatabaseInfo(deps));
  router.get('/api/admin/database/backup', requireSuperadmin, adminDatabaseBackup(deps));
  router.get('/api/admin/settings', requireAdmin, adminSettings(deps));
  router.patch('/api/admin/settings', requireSuperadmin, updateAdminSettings(deps));
}
