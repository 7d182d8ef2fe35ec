import type { SitePage } from '../../schemas/enums';
import { SITE_PAGES } from '../../schemas/enums';

/** The customization feature flags that switch pages on (docs/requirements.md A3). */
export interface PageFeatureFlags {
  showCountdown?: boolean;
  showRsvp?: boolean;
  showLocation?: boolean;
  showSchedule?: boolean;
  showAccommodation?: boolean;
  showGallery?: boolean;
}

const PAGE_FEATURE: Readonly<Record<Exclude<SitePage, 'invite'>, keyof PageFeatureFlags>> = {
  info: 'showCountdown',
  rsvp: 'showRsvp',
  location: 'showLocation',
  schedule: 'showSchedule',
  accommodation: 'showAccommodation',
  gallery: 'showGallery',
};

/**
 * Page-use set (docs/requirements.md B4): invite always, every other page when its feature flag is true,
 * in the order of SITE_PAGES. Missing flags count as off.
 */
export function pagesInUse(features: PageFeatureFlags | null | undefined): SitePage[] {
  return SITE_PAGES.filter((page) => page === 'invite' || features?.[PAGE_FEATURE[page]] === true);
}
