import type { Router } from 'express';
import type { AppDeps } from '../context.js';
import { registerAccessCodeRoutes } from './access-code.js';
import { registerAccountRoutes } from './account.js';
import { registerAccountEmailRoutes } from './account-email.js';
import { registerActivityRoutes } from './activity.js';
import { registerAdminRoutes } from './admin/index.js';
import { registerAdminOutboxRoutes } from './admin/outbox.js';
import { registerAuthRoutes } from './auth.js';
import { registerCustomDomainRoutes } from './custom-domain.js';
import { registerEventRoutes } from './events.js';
import { registerGalleryRoutes } from './gallery/index.js';
import { registerGiftRoutes } from './gifts.js';
import { registerGuestRoutes } from './guests/index.js';
import { registerHealthRoutes } from './health.js';
import { registerInvitationRoutes } from './invitations.js';
import { registerLocationRoutes } from './locations.js';
import { registerMailRoutes } from './mail.js';
import { registerMemberRoutes } from './members.js';
import { registerMessageRoutes } from './messages.js';
import { registerOpenApiRoutes } from './openapi.js';
import { registerOutreachRoutes } from './outreach.js';
import { registerOwnRsvpRoutes } from './own-rsvp.js';
import { registerPrivacyRoutes } from './privacy.js';
import { registerPublicRoutes } from './public.js';
import { registerPublicCalendarRoutes } from './public-calendar.js';
import { registerPublicDemoRoutes } from './public-demo.js';
import { registerPublicMailRoutes } from './public-mail.js';
import { registerRsvpDeskRoutes } from './rsvp-desk.js';
import { registerRsvpRoutes } from './rsvps.js';
import { registerSeatingRoutes } from './seating.js';
import { registerSiteContentRoutes } from './site-content.js';
import { registerSlugRoutes } from './slug.js';
import { registerThemeStudioRoutes } from './theme-studio.js';
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
  registerCustomDomainRoutes(router, deps);
  registerWeddingRoutes(router, deps);
  registerAccessCodeRoutes(router, deps);
  registerLocationRoutes(router, deps);
  registerMemberRoutes(router, deps);
  registerPublicRoutes(router, deps);
  registerPublicCalendarRoutes(router, deps);
  registerPublicDemoRoutes(router, deps);
  registerRsvpRoutes(router, deps);
  registerRsvpDeskRoutes(router, deps);
  registerGuestRoutes(router, deps);
  registerGalleryRoutes(router, deps);
  registerAdminRoutes(router, deps);
  registerPrivacyRoutes(router, deps);
  registerOwnRsvpRoutes(router, deps);
  registerOpenApiRoutes(router, deps);
  // The couple's site content, account security, member invitations, messages to staff.
  registerSiteContentRoutes(router, deps);
  registerActivityRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerInvitationRoutes(router, deps);
  registerMessageRoutes(router, deps);
  // Theme studio: named theme versions and theme timing analytics.
  registerThemeStudioRoutes(router, deps);
  // Reaching guests: households' personal links, QR codes and printed cards, email.
  registerOutreachRoutes(router, deps);
  registerEventRoutes(router, deps);
  registerGiftRoutes(router, deps);
  registerMailRoutes(router, deps);
  registerAccountEmailRoutes(router, deps);
  registerPublicMailRoutes(router, deps);
  registerAdminOutboxRoutes(router, deps);
  // The seating plan: tables, seats, "not with" pairs.
  registerSeatingRoutes(router, deps);
}
