import type { Router } from 'express';
import { requireAdmin } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { adminAnalytics } from './analytics.js';
import { listAdminCustomers } from './list-customers.js';
import { listAdminGalleryImages } from './list-gallery-images.js';
import { listAdminLocations } from './list-locations.js';
import { listAdminWeddings } from './list-weddings.js';
import { adminRecentActivity } from './recent-activity.js';
import { updateAdminWedding } from './update-wedding.js';

/** Spec B 2 admin area: admin and superadmin only (401 signed out, 403 for other roles). */
export function registerAdminRoutes(router: Router, deps: AppDeps): void {
  router.get('/api/admin/weddings', requireAdmin, listAdminWeddings(deps));
  router.patch('/api/admin/weddings/:weddingId', requireAdmin, updateAdminWedding(deps));
  router.get('/api/admin/customers', requireAdmin, listAdminCustomers(deps));
  router.get('/api/admin/gallery', requireAdmin, listAdminGalleryImages(deps));
  router.get('/api/admin/locations', requireAdmin, listAdminLocations(deps));
  router.get('/api/admin/analytics', requireAdmin, adminAnalytics(deps));
  router.get('/api/admin/recent-activity', requireAdmin, adminRecentActivity(deps));
}
