import type { Router } from 'express';
import type { AppDeps } from '../context.js';
import { registerAccessCodeRoutes } from './access-code.js';
import { registerAdminRoutes } from './admin/index.js';
import { registerAuthRoutes } from './auth.js';
import { registerGalleryRoutes } from './gallery/index.js';
import { registerGuestRoutes } from './guests/index.js';
import { registerHealthRoutes } from './health.js';
import { registerLocationRoutes } from './locations.js';
import { registerMemberRoutes } from './members.js';
import { registerPublicRoutes } from './public.js';
import { registerPublicCalendarRoutes } from './public-calendar.js';
import { registerRsvpRoutes } from './rsvps.js';
import { registerSlugRoutes } from './slug.js';
import { registerWebauthnRoutes } from './webauthn.js';
import { registerWeddingRoutes } from './weddings.js';

/**
 * Every route of the app, registered with its full path (`/api/...`) on the one router, so the
 * authorization test can enumerate them. Add one line per route module.
 */
export function registerRoutes(router: Router, deps: AppDeps): void {
  registerHealthRoutes(router, deps);
  registerAuthRoutes(router, deps);
  registerWebauthnRoutes(router, deps);
  registerSlugRoutes(router, deps);
  registerWeddingRoutes(router, deps);
  registerAccessCodeRoutes(router, deps);
  registerLocationRoutes(router, deps);
  registerMemberRoutes(router, deps);
  registerPublicRoutes(router, deps);
  registerPublicCalendarRoutes(router, deps);
  registerRsvpRoutes(router, deps);
  registerGuestRoutes(router, deps);
  registerGalleryRoutes(router, deps);
  registerAdminRoutes(router, deps);
}
